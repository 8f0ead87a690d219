import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * "Now", renewed every minute: the console's range and day groups move on at midnight without a reload, while
 * the value stays stable between renders (the query key is built from it).
 */
export function useToday(): Date {
  const [now, setNow] = useState(() => startOfMinute(new Date()));
  useEffect(() => {
    const timer = window.setInterval(() => {
      const next = startOfMinute(new Date());
      setNow((current) => (current.getTime() === next.getTime() ? current : next));
    }, MINUTE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function startOfMinute(date: Date): Date {
  return new Date(Math.floor(date.getTime() / MINUTE_MS) * MINUTE_MS);
}
