/** The one error body every API route answers with. */
export type ApiErrorCode =
  | "validation_failed"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "too_many_requests"
  | "internal_error"
  | "two_factor_required"
  | "not_ready"
  | "unavailable"
  | "upstream_failed";

/**
 * What a 409 for a stale write carries (decision 139): the newer version the write was not based on,
 * who saved it and when, and the item as it is stored now (in the shape its read answers).
 */
export interface StaleWriteDetails {
  version: number;
  savedAt: string;
  savedBy: { id: string | null; name: string } | null;
  current: unknown;
}

export interface ApiErrorBody {
  error: {
    code: ApiErrorCode;
    message: string;
    fields?: Record<string, string>;
    /** Only on a 409 refusing a write based on an older version. */
    conflict?: StaleWriteDetails;
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  const error = (value as ApiErrorBody | null)?.error;
  return typeof error?.code === "string" && typeof error.message === "string";
}
