// A GraphQL subscription opened the way the browser opens it (POST with Accept: text/event-stream), its events
// collected as they arrive: the server tests of video signals and notifications read them.
import { expect } from 'vitest';

export type SseMessage = { event: string; data: string };
export type SseStream = { messages: SseMessage[]; done: Promise<void>; close: () => void };
type FetchApp = { fetch: (request: Request) => Response | Promise<Response> };

export async function openSse(app: FetchApp, headers: Record<string, string>, body: { query: string; variables?: Record<string, unknown> }): Promise<SseStream> {
  const abort = new AbortController();
  const response = await app.fetch(
    new Request('http://test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
      body: JSON.stringify(body),
      signal: abort.signal,
    }),
  );
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const messages: SseMessage[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const done = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done: ended } = await reader.read();
        if (ended) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = block.split('\n').filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trim()).join('\n');
          if (event) messages.push({ event, data });
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return { messages, done, close: () => abort.abort() };
}

/** The `data` of every `next` event, parsed. */
export function nextPayloads<T>(messages: readonly SseMessage[]): T[] {
  return messages.filter((m) => m.event === 'next').map((m) => JSON.parse(m.data) as T);
}
