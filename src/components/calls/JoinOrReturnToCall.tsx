// The way into a consultation's call from a booking: 'Join' (to the pre-call check) while no call is running,
// 'Return to the call' while this consultation's call is on, e.g. minimized behind the page (issue 13: the page
// behind a minimized call still offered Join, which would start a second one).
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { callState } from '../../app/call/call-store.ts';
import { loadCallEngine } from '../../app/call/load-call-engine.ts';

/** Whether this consultation's call is the one running in this tab (shown full screen or minimized). */
export function useCallOnFor(hcpSessionId: string): boolean {
  const call = useSnapshot(callState);
  return call.isCallActive && call.HCPSessionId === hcpSessionId;
}

type Props = {
  readonly hcpSessionId: string;
  /** The Join link as the page draws it (size, accessible name). */
  readonly join: ReactNode;
  readonly size?: 'xs' | 'sm' | 'md';
};

export function JoinOrReturnToCall({ hcpSessionId, join, size }: Props) {
  const callOn = useCallOnFor(hcpSessionId);
  if (!callOn) return <>{join}</>;
  return (
    <Button size={size} leftSection={<IconVideo size={18} aria-hidden />} onClick={() => void loadCallEngine().then((engine) => engine.restore())}>
      <Trans>Return to the call</Trans>
    </Button>
  );
}
