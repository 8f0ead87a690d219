// A GraphQL subscription over Server-Sent Events, as Yoga serves it: POST /graphql with
// `Accept: text/event-stream` and the app's usual headers. fetch rather than EventSource because EventSource
// can neither POST nor send the Authorization and role headers.
import { isErrorCode } from '../domain/error-codes.ts';
import { buildHeaders, GraphQLRequestError } from './graphql-transport.ts';

type GraphQLErrorBody = { message?: unknown; extensions?: { code?: unknown } };
type ExecutionResult<T> = { data?: T | null; errors?: GraphQLErrorBody[] };

export type SseSubscription = {
  /** Settles once the server accepted the subscription (the stream is open), or rejects with its error. */
  ready: Promise<void>;
  close(): void;
};

export type SseHandlers<T> = {
  next(data: T): void;
  /** The stream failed or ended without close() (a proxy timeout, the server restarting). */
  ended(error: unknown): void;
};

function toError(errors: GraphQLErrorBody[] | undefined, status: number): GraphQLRequestError {
  const first = errors?.[0];
  const code = isErrorCode(first?.extensions?.code) ? first.extensions.code : status === 401 ? 'UNAUTHENTICATED' : null;
  return Object.assign(new GraphQLRequestError(typeof first?.message === 'string' ? first.message : `HTTP ${status}`, code, {}), { status });
}

/** Splits the byte stream into SSE events and hands each event's data to `onData`. */
async function readEvents(body: ReadableStream<Uint8Array>, onData: (event: string, data: string) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let boundary = buffer.search(/\r?\n\r?\n/);
    while (boundary !== -1) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary).replace(/^\r?\n\r?\n/, '');
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length > 0 || event === 'complete') onData(event, data.join('\n'));
      boundary = buffer.search(/\r?\n\r?\n/);
    }
  }
}

export function subscribeSse<T>(query: string, variables: Record<string, unknown>, handlers: SseHandlers<T>): SseSubscription {
  const abort = new AbortController();
  let closed = false;
  const ready = (async () => {
    const response = await fetch(new URL('/graphql', globalThis.location.origin), {
      method: 'POST',
      headers: { ...buildHeaders('session'), accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
      signal: abort.signal,
    });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.includes('text/event-stream') || !response.body) {
      const body = (await response.json().catch(() => null)) as ExecutionResult<T> | null;
      throw toError(body?.errors, response.status);
    }
    return response.body;
  })();

  ready
    .then((body) =>
      readEvents(body, (event, data) => {
        if (closed || event === 'complete' || data === '') return;
        const result = JSON.parse(data) as ExecutionResult<T>;
        if (result.errors?.length) throw toError(result.errors, 200);
        if (result.data) handlers.next(result.data);
      }),
    )
    .then(
      () => !closed && handlers.ended(null),
      (error: unknown) => !closed && handlers.ended(error),
    );

  return {
    ready: ready.then(() => undefined),
    close() {
      closed = true;
      abort.abort();
    },
  };
}
