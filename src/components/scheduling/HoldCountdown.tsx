// How long a held time stays held, in whole minutes. It re-renders only when the minute count changes (one
// timer to the next whole minute), so the polite live region around it announces once a minute, not every
// second; at the deadline it tells the picker the hold is over.
import { Plural } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { holdMinutesLeft, msUntilNextHoldMinute } from '../../domain/scheduling/hold.ts';

type HoldCountdownProps = {
  /** When the hold ends on this device's clock (holdDeadline). */
  readonly deadline: number;
  readonly onExpired: () => void;
};

export function HoldCountdown({ deadline, onExpired }: HoldCountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  const minutes = holdMinutesLeft(new Date(deadline), new Date(now));
  // The latest callback, read only at the deadline (a new function each render must not restart the timer).
  const expired = useRef(onExpired);
  useEffect(() => {
    expired.current = onExpired;
  });

  useEffect(() => {
    const wait = msUntilNextHoldMinute(new Date(deadline), new Date(now));
    if (wait === null) {
      expired.current();
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [deadline, now]);

  if (minutes === 0) return null;
  return (
    <Text size="sm" data-testid="hold-countdown">
      <Plural value={minutes} one="Held for you for # minute" other="Held for you for # minutes" />
    </Text>
  );
}
