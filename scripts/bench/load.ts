import autocannon from 'autocannon';

export type LoadRequest = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };

export type LoadFigures = { p50: number; p99: number; requestsPerSecond: number; failures: number };

export type LoadSettings = { durationSeconds: number; connections: number };

/**
 * Fires one request shape at a server for a while and returns latency percentiles (ms) and throughput.
 * autocannon runs in a worker thread so the in-process server keeps the main event loop to itself.
 */
export async function measure(baseUrl: string, request: LoadRequest, settings: LoadSettings): Promise<LoadFigures> {
  const result = await autocannon({
    url: new URL(request.path, baseUrl).toString(),
    workers: 1,
    connections: settings.connections,
    duration: settings.durationSeconds,
    method: request.method,
    headers: { 'content-type': 'application/json', ...request.headers },
    body: request.body,
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: result.requests.average,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** Sends the request once and fails loudly unless it is a GraphQL success, so the load test measures real work. */
export async function checkOnce(baseUrl: string, request: LoadRequest): Promise<void> {
  const response = await fetch(new URL(request.path, baseUrl), {
    method: request.method,
    headers: { 'content-type': 'application/json', ...request.headers },
    body: request.body,
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  if (!response.ok || body.errors || !body.data) {
    throw new Error(`${request.method} ${request.path} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
}

/** A GraphQL GET address, as the PWA sends public queries. */
export function graphqlGetPath(query: string, operationName: string, variables: Record<string, unknown>): string {
  const params = new URLSearchParams({ query, operationName, variables: JSON.stringify(variables) });
  return `/graphql?${params.toString()}`;
}
