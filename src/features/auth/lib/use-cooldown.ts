import { useEffect, useState } from 'react';

/** Seconds before another code may be requested; the server limits resends as well. */
export const RESEND_COOLDOWN_SECONDS = 60;

/**
 * A countdown in whole seconds (the resend-code cooldown). `start()` begins it; `remaining` is 0 when ready.
 * Driven by the clock rather than by counting ticks, so a throttled background tab still ends on time.
 */
export function useCooldown(seconds: number, startActive = false) {
  const [endsAt, setEndsAt] = useState<number | null>(() => (startActive ? Date.now() + seconds * 1000 : null));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) {
        setEndsAt(null);
        window.clearInterval(timer);
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return {
    remaining,
    start: () => {
      const current = Date.now();
      setNow(current);
      setEndsAt(current + seconds * 1000);
    },
  };
}
