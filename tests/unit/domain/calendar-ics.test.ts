import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, ICS_MAX_LINE_OCTETS, icsUtc, utcOffsetMinutes, type IcsEvent } from '../../../src/domain/calendar/ics.ts';

const octets = (text: string) => new TextEncoder().encode(text).length;

/** Undoes folding (RFC 5545 §3.1): a CRLF followed by one space joins the lines. */
const unfold = (text: string) => text.replace(/\r\n /g, '');

const event: IcsEvent = {
  uid: 'hcp-session-5b1c@carebook',
  sequence: 0,
  status: 'CONFIRMED',
  start: new Date('2026-03-10T14:00:00Z'),
  end: new Date('2026-03-10T14:20:00Z'),
  timeZone: 'America/New_York',
  stamp: new Date('2026-03-01T09:30:05Z'),
  summary: 'Weight Loss Consultation with Dr. Ana Ruiz',
  description: 'Booking CB-10001-1.\nJoin from your booking page.',
  url: 'https://app.example/business/demo/main/bookings/o1/i1',
};

describe('escapeIcsText (RFC 5545 §3.3.11)', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', 'a\\,b'],
    ['a;b', 'a\\;b'],
    ['back\\slash', 'back\\\\slash'],
    ['line\nbreak', 'line\\nbreak'],
    ['crlf\r\nbreak', 'crlf\\nbreak'],
    ['cr\rbreak', 'cr\\nbreak'],
    ['\\,;', '\\\\\\,\\;'],
  ])('%j -> %j', (input, expected) => {
    expect(escapeIcsText(input)).toBe(expected);
  });
});

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets whole', () => {
    const line = `SUMMARY:${'x'.repeat(ICS_MAX_LINE_OCTETS - 8)}`;
    expect(octets(line)).toBe(75);
    expect(foldIcsLine(line)).toBe(line);
  });

  it('folds a 76-octet line after 75 octets, the continuation starting with one space', () => {
    const line = `SUMMARY:${'x'.repeat(68)}`;
    const folded = foldIcsLine(line);
    const [first, second] = folded.split('\r\n');
    expect(octets(first ?? '')).toBe(75);
    expect(second).toBe(' x');
    expect(unfold(folded)).toBe(line);
  });

  it('keeps every piece within 75 octets, the leading space included', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(30)}`;
    const pieces = foldIcsLine(line).split('\r\n');
    expect(pieces.length).toBe(5);
    for (const piece of pieces) expect(octets(piece)).toBeLessThanOrEqual(75);
    expect(pieces.slice(1).every((piece) => piece.startsWith(' ') && !piece.startsWith('  '))).toBe(true);
    expect(unfold(pieces.join('\r\n'))).toBe(line);
  });

  it('never splits a multi-byte character', () => {
    // 'é' is 2 octets, '😀' 4: a naive split at 75 bytes would cut them.
    const line = `SUMMARY:${'é'.repeat(40)}${'😀'.repeat(20)}`;
    const folded = foldIcsLine(line);
    for (const piece of folded.split('\r\n')) {
      expect(octets(piece)).toBeLessThanOrEqual(75);
      expect(piece).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe('buildIcs', () => {
  const text = buildIcs(event);
  const lines = unfold(text).split('\r\n');

  it('ends every line with CRLF and has no bare LF', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('is a PUBLISH calendar with one event', () => {
    expect(lines.slice(0, 5)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Carebook//Bookings//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH']);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('writes start and end on the client’s clock with its TZID, and the offset in VTIMEZONE (EDT after 8 March 2026)', () => {
    expect(lines).toContain('TZID:America/New_York');
    expect(lines).toContain('TZOFFSETTO:-0400');
    expect(lines).toContain('DTSTART;TZID=America/New_York:20260310T100000');
    expect(lines).toContain('DTEND;TZID=America/New_York:20260310T102000');
    expect(lines).toContain('DTSTAMP:20260301T093005Z');
  });

  it('uses the winter offset before the change, and Lisbon’s own offsets', () => {
    const winter = unfold(buildIcs({ ...event, start: new Date('2026-03-06T14:00:00Z'), end: new Date('2026-03-06T14:20:00Z') }));
    expect(winter).toContain('TZOFFSETTO:-0500');
    expect(winter).toContain('DTSTART;TZID=America/New_York:20260306T090000');
    const lisbon = unfold(buildIcs({ ...event, timeZone: 'Europe/Lisbon', start: new Date('2026-07-01T08:00:00Z'), end: new Date('2026-07-01T08:30:00Z') }));
    expect(lisbon).toContain('TZOFFSETTO:+0100');
    expect(lisbon).toContain('DTSTART;TZID=Europe/Lisbon:20260701T090000');
  });

  it('has a stable UID, the sequence, status, escaped text and the join link as it is', () => {
    expect(lines).toContain('UID:hcp-session-5b1c@carebook');
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('SUMMARY:Weight Loss Consultation with Dr. Ana Ruiz');
    expect(lines).toContain('DESCRIPTION:Booking CB-10001-1.\\nJoin from your booking page.');
    expect(lines).toContain('URL:https://app.example/business/demo/main/bookings/o1/i1');
  });

  it('marks a cancelled version with a higher sequence', () => {
    const cancelled = unfold(buildIcs({ ...event, sequence: 2, status: 'CANCELLED' })).split('\r\n');
    expect(cancelled).toContain('SEQUENCE:2');
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(cancelled).toContain('METHOD:PUBLISH');
  });

  it('folds long lines of the file', () => {
    const long = buildIcs({ ...event, description: 'Très long texte, avec des virgules; '.repeat(10) });
    for (const line of long.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });
});

describe('helpers', () => {
  it('icsUtc writes UTC basic format', () => {
    expect(icsUtc(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });

  it('utcOffsetMinutes follows daylight saving', () => {
    expect(utcOffsetMinutes(new Date('2026-03-08T06:59:00Z'), 'America/New_York')).toBe(-300);
    expect(utcOffsetMinutes(new Date('2026-03-08T07:00:00Z'), 'America/New_York')).toBe(-240);
    expect(utcOffsetMinutes(new Date('2026-10-25T00:59:00Z'), 'Europe/Lisbon')).toBe(60);
    expect(utcOffsetMinutes(new Date('2026-10-25T01:00:00Z'), 'Europe/Lisbon')).toBe(0);
    expect(utcOffsetMinutes(new Date('2026-01-01T00:00:00Z'), 'Asia/Kolkata')).toBe(330);
  });
});
