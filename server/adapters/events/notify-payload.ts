import { createHash } from 'node:crypto';

/**
 * The PostgreSQL side of the event bus, as pure functions: channel names and NOTIFY payloads.
 *
 * A topic (`videoSignal:session-…`, `notification:{userId}`) holds room names and user ids, so it is never used as
 * an identifier: its channel is `cb_` + 40 hex digits of its SHA-256 (63 bytes is PostgreSQL's limit).
 *
 * A NOTIFY payload must be shorter than 8000 bytes; an SDP offer reaches 64,000 characters. An event is sent as
 * one payload `=` + JSON when it fits, otherwise as numbered pieces `~{id}:{i}:{n}:` + text, all NOTIFYed in ONE
 * transaction: PostgreSQL delivers a transaction's notifications together, in the order they were sent, and
 * transactions in commit order, so the pieces arrive contiguous and complete (or, if the connection drops, not
 * at all). No table, no clean-up.
 */

/** Bytes of one NOTIFY payload we allow ourselves (PostgreSQL refuses 8000 and more), header included. */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7_900;
/** Room for the piece header `~{id}:{i}:{n}:`. */
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
export function encodeNotifyPayloads(detailJson: string, messageId: string): string[] {
  const whole = `=${detailJson}`;
  if (Buffer.byteLength(whole) <= NOTIFY_PAYLOAD_MAX_BYTES) return [whole];
  const pieces = splitUtf8(detailJson, NOTIFY_PAYLOAD_MAX_BYTES - PIECE_HEADER_MAX_BYTES);
  return pieces.map((piece, i) => `~${messageId}:${i}:${pieces.length}:${piece}`);
}

type Unfinished = { parts: string[]; received: number };

/**
 * Puts pieces back together, per channel (one listening connection receives a transaction's pieces in a row).
 * `accept` answers the event's JSON once it is complete, or undefined while pieces are missing or for garbage.
 */
export function createNotifyAssembler() {
  const partials = new Map<string, Unfinished>();
  return {
    accept(channel: string, payload: string): string | undefined {
      if (payload.startsWith('=')) return payload.slice(1);
      const header = /^~([\w.-]{1,40}):(\d{1,5}):(\d{1,5}):/.exec(payload);
      if (!header) return undefined;
      const [prefix, id, indexText, countText] = header as unknown as [string, string, string, string];
      const index = Number(indexText);
      const count = Number(countText);
      if (count < 1 || index >= count) return undefined;
      const key = `${channel}/${id}`;
      let partial = partials.get(key);
      if (!partial) {
        // A message always starts at piece 0; anything else is the tail of one whose start was lost.
        if (index !== 0) return undefined;
        partial = { parts: new Array<string>(count), received: 0 };
        partials.set(key, partial);
      }
      if (partial.parts[index] === undefined) partial.received += 1;
      partial.parts[index] = payload.slice(prefix.length);
      if (partial.received < count) return undefined;
      partials.delete(key);
      return partial.parts.join('');
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
