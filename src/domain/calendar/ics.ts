// An iCalendar (RFC 5545) file for one booked session, as the "Add to calendar" link and the confirmation email
// send it. Pure text building: lines end in CRLF, TEXT values are escaped, lines longer than 75 octets are
// folded without splitting a UTF-8 character.
import { zonedParts } from '../scheduling/zoned-time.ts';

/** RFC 5545 §3.1: a content line is at most 75 octets, the line break excluded. */
export const ICS_MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';

export type IcsEventStatus = 'CONFIRMED' | 'CANCELLED';

export type IcsEvent = {
  /** Stable per session, so every later version replaces the same event in the calendar. */
  readonly uid: string;
  /** 0 when booked, one more on each change (reschedule, cancel): calendar apps keep the highest. */
  readonly sequence: number;
  readonly status: IcsEventStatus;
  readonly start: Date;
  readonly end: Date;
  /** The client's IANA zone: the event's times are written on its wall clock. */
  readonly timeZone: string;
  /** When this version was produced (DTSTAMP). */
  readonly stamp: Date;
  readonly summary: string;
  readonly description?: string | undefined;
  /** The booking's page, where the client joins the call. */
  readonly url?: string | undefined;
  readonly location?: string | undefined;
};

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** '20260310T140000Z' */
export function icsUtc(instant: Date): string {
  return `${pad(instant.getUTCFullYear(), 4)}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`;
}

/** The zone's offset from UTC at that instant, in whole minutes (EDT is -240). */
export function utcOffsetMinutes(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** '-0400' */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** The wall-clock time of `instant` at a fixed offset, as a floating local DATE-TIME ('20260310T100000'). */
function localAtOffset(instant: Date, offsetMinutes: number): string {
  return icsUtc(new Date(instant.getTime() + offsetMinutes * 60_000)).slice(0, -1);
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, and line breaks as \n. */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds one content line (RFC 5545 §3.1): pieces of at most 75 octets joined by CRLF and one space, the space
 * counting towards the next piece's 75. Characters are never split, so multi-byte UTF-8 stays valid.
 */
export function foldIcsLine(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = pieces.length === 0 ? ICS_MAX_LINE_OCTETS : ICS_MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join(`${CRLF} `);
}

/**
 * The calendar file (METHOD:PUBLISH) with one VEVENT. Start and end are written on the client's wall clock with
 * TZID, and the VTIMEZONE states that zone's offset at the event, taken from the platform's zone data: a calendar
 * that trusts the file and one that looks the zone up by name both place the event at the same instant.
 */
export function buildIcs(event: IcsEvent): string {
  const offset = utcOffsetMinutes(event.start, event.timeZone);
  const zone = escapeIcsText(event.timeZone);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Carebook//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    // One fixed-offset observance is enough to place this one event; the zone's rules are not needed.
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offsetText(offset)}`,
    `TZOFFSETTO:${offsetText(offset)}`,
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `SEQUENCE:${Math.max(0, Math.trunc(event.sequence))}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART;TZID=${zone}:${localAtOffset(event.start, offset)}`,
    `DTEND;TZID=${zone}:${localAtOffset(event.end, offset)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    // URI values are not TEXT: commas and semicolons in a URL stay as they are.
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
