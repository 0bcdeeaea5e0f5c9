// One load run with autocannon: req/s, latency percentiles and failures.
import autocannon from "autocannon";

/**
 * Loads `url` + `path` for `seconds` with `connections` open connections. `varyQuery` appends a
 * different tracking parameter to every request (so no two requests share a query string).
 */
export async function runLoad({ url, path, headers = {}, seconds, connections, varyQuery = false }) {
  let counter = 0;
  const result = await autocannon({
    url: `${url}${path}`,
    connections,
    duration: seconds,
    headers,
    timeout: 10,
    requests: varyQuery
      ? [
          {
            setupRequest: (request) => {
              counter += 1;
              return { ...request, path: `${path}&fbclid=${counter}` };
            },
          },
        ]
      : undefined,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    timeouts: result.timeouts,
    errors: result.errors,
    non2xx: result.non2xx,
    bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}
