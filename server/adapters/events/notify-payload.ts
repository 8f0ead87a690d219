import { createHash } from 'node:crypto';

/**
 * The PostgreSQL side of the event bus, as pure functions: channel names and NOTIFY payloads.
 *
 * A topic (`videoSignal:session-…`, `notification:{userId}`) holds room names and user ids, so it is never used as
 * an identifier: its channel is `cb_` + 40 hex digits of its SHA-256 (63 bytes is PostgreSQL's limit).
 *
 * A NOTIFY payload must be shorter than 8000 bytes; an SDP offer reaches 64,000 characters. Each payload is
 * `{origin}.{sequence}:{i}:{n}:` + text (origin: the publishing bus instance, so it can skip its own events); an
 * event that fits is one payload (0 of 1), a bigger one numbered pieces, all NOTIFYed in ONE transaction:
 * PostgreSQL delivers a transaction's notifications together, in the order they were sent, and transactions in
 * commit order, so the pieces arrive contiguous and complete (or, if the connection drops, not at all). No table,
 * no clean-up.
 */

/** Bytes of one NOTIFY payload we allow ourselves (PostgreSQL refuses 8000 and more), header included. */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7_900;
/** Room for the header `{origin}.{sequence}:{i}:{n}:` (at most 45 bytes). */
const PIECE_HEADER_MAX_BYTES = 64;

export function channelForTopic(topic: string): string {
  return `cb_${createHash('sha256').update(topic).digest('hex').slice(0, 40)}`;
}

/** Splits a string into pieces of at most `maxBytes` UTF-8 bytes each, never inside a character. */
export function splitUtf8(text: string, maxBytes: number): string[] {
  const pieces: string[] = [];
  let start = 0;
  let bytes = 0;
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i) ?? 0;
    const units = code > 0xffff ? 2 : 1;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (bytes + size > maxBytes) {
      pieces.push(text.slice(start, i));
      start = i;
      bytes = 0;
    }
    bytes += size;
    i += units;
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** The NOTIFY payloads that carry one event's detail (JSON), to be sent in one transaction. */
export function encodeNotifyPayloads(detailJson: string, origin: string, sequence: number): string[] {
  const header = (index: number, count: number) => `${origin}.${sequence}:${index}:${count}:`;
  const whole = header(0, 1) + detailJson;
  if (Buffer.byteLength(whole) <= NOTIFY_PAYLOAD_MAX_BYTES) return [whole];
  const pieces = splitUtf8(detailJson, NOTIFY_PAYLOAD_MAX_BYTES - PIECE_HEADER_MAX_BYTES);
  return pieces.map((piece, i) => header(i, pieces.length) + piece);
}

/** A whole event again: its JSON and the bus instance that published it. */
export type ReceivedEvent = { origin: string; json: string };

type Unfinished = { parts: string[]; received: number };

const HEADER = /^([0-9a-z]{1,16})\.(\d{1,15}):(\d{1,5}):(\d{1,5}):/;

/**
 * Puts pieces back together, per channel and message (one listening connection receives a transaction's pieces in
 * a row). `accept` answers the event once it is complete, or undefined while pieces are missing or for garbage.
 */
export function createNotifyAssembler() {
  const partials = new Map<string, Unfinished>();
  return {
    accept(channel: string, payload: string): ReceivedEvent | undefined {
      const header = HEADER.exec(payload);
      if (!header) return undefined;
      const [prefix, origin, sequence, indexText, countText] = header as unknown as [string, string, string, string, string];
      const index = Number(indexText);
      const count = Number(countText);
      if (count < 1 || index >= count) return undefined;
      const body = payload.slice(prefix.length);
      if (count === 1) return { origin, json: body };
      const key = `${channel}/${origin}.${sequence}`;
      let partial = partials.get(key);
      if (!partial) {
        // A message always starts at piece 0; anything else is the tail of one whose start was lost.
        if (index !== 0) return undefined;
        partial = { parts: new Array<string>(count), received: 0 };
        partials.set(key, partial);
      }
      if (partial.parts[index] === undefined) partial.received += 1;
      partial.parts[index] = body;
      if (partial.received < count) return undefined;
      partials.delete(key);
      return { origin, json: partial.parts.join('') };
    },
    /** Forgets unfinished messages (after a reconnect their missing pieces never come). */
    reset(): void {
      partials.clear();
    },
    pending(): number {
      return partials.size;
    },
  };
}
