// Wall-clock parts of an instant in an IANA time zone, with Intl only (no date library): correct across
// daylight-saving changes because the platform's zone data decides the offset for each instant.

export type ZonedParts = {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // h23 so midnight is 00, never 24; en-US only fixes the digits, the parts are read by type.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Throws a RangeError for a time zone the platform does not know, as Intl does. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const values: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 0,
    day: values.day ?? 0,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** 'YYYY-MM-DD' of the instant in the zone. */
export function isoDateInZone(instant: Date, timeZone: string): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** 'MM/DD/YYYY' of the instant in the zone (spec §9 date formats). */
export function usDateInZone(instant: Date, timeZone: string): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${pad(month)}/${pad(day)}/${pad(year, 4)}`;
}

/** 'HH:mm' (24-hour) of the instant in the zone. */
export function timeInZone(instant: Date, timeZone: string): string {
  const { hour, minute } = zonedParts(instant, timeZone);
  return `${pad(hour)}:${pad(minute)}`;
}

/**
 * The day, the month in words and the year of the instant in the zone (spec §9 'DD MMMM YYYY'), in the order
 * and with the words the locale writes them: 'March 8, 2026', '8 de marzo de 2026', '8 mars 2026',
 * '8 de março de 2026'. Never pieced together: only Intl knows a language's joining words.
 */
export function longDateInZone(instant: Date, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(instant);
}

/** The zone's short name at that instant in the locale (EST or EDT for New York in en-US). */
export function zoneNameInZone(instant: Date, timeZone: string, locale: string): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(instant).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** The values of 'Scheduled for {date} at {time} {zone}' for a consult at that instant, in the client's zone. */
export function scheduledForValues(instant: Date, timeZone: string, locale: string): { date: string; time: string; zone: string } {
  return {
    date: longDateInZone(instant, timeZone, locale),
    time: new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(instant),
    zone: zoneNameInZone(instant, timeZone, locale),
  };
}

/** Days since 1970-01-01 of a calendar date: calendar arithmetic without time zones. */
export function dayNumber({ year, month, day }: { year: number; month: number; day: number }): number {
  return Math.floor(Date.UTC(year, month - 1, day) / 86_400_000);
}
