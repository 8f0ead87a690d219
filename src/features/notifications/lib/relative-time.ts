// 'Just now', '5 minutes ago', 'yesterday', '3 days ago' in the reader's language (Intl), and a full date once a
// notification is older than a week.

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];
const WEEK_SECONDS = 7 * 24 * 60 * 60;

/** `justNow` is the caller's translated word for under a minute. */
export function relativeTime(iso: string, now: number, locale: string, justNow: string): string {
  const at = new Date(iso);
  const seconds = Math.round((now - at.getTime()) / 1000);
  if (seconds < 60) return justNow;
  if (seconds >= WEEK_SECONDS) return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(at);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  let unit: Intl.RelativeTimeFormatUnit = 'minute';
  let size = 60;
  for (const [name, unitSeconds] of UNITS) {
    if (seconds >= unitSeconds) {
      unit = name;
      size = unitSeconds;
    }
  }
  return format.format(-Math.floor(seconds / size), unit);
}
