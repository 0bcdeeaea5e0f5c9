import { type Endpoint, type EndpointInput, type EndpointOutput, endpointUrl } from "#shared/api/endpoint.ts";
import { request } from "./api-client.ts";

export interface CallOptions {
  signal?: AbortSignal;
}

/** No input to give when the endpoint declares no params, query or body. */
type CallArgs<E extends Endpoint> = keyof EndpointInput<E> extends never
  ? [input?: EndpointInput<E>, options?: CallOptions]
  : [input: EndpointInput<E>, options?: CallOptions];

/**
 * Calls an endpoint declared in `src/shared`: the path is filled from `params`, the query and the JSON
 * body come from the declaration's schemas, and the answer has the declared response type.
 */
export function call<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<EndpointOutput<E>> {
  const { params, query, body } = (input ?? {}) as { params?: never; query?: never; body?: unknown };
  return request<EndpointOutput<E>>(endpoint.method, endpointUrl(endpoint.path, params, query), {
    body,
    signal: options?.signal,
  });
}
