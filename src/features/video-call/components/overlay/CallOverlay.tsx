// The call overlay (spec §2 "Video call overlay"), loaded with the first call: full screen above the routes while
// a call is active, or minimized to the phone banner / tablet-up panel. It renders only from callState.
import { useLingui } from '@lingui/react/macro';
import { FocusTrap } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useSnapshot } from 'valtio';
import { callState } from '../../../../app/call/call-store.ts';
import { callAction } from './call-action.ts';
import type { CallScreenState } from './call-view.ts';
import classes from './CallOverlay.module.css';
import { ConnectingScreen } from './ConnectingScreen.tsx';
import { MainScreen } from './MainScreen.tsx';
import { MinimizedBanner } from './MinimizedBanner.tsx';
import { MinimizedPanel } from './MinimizedPanel.tsx';
import { RejoinScreen } from './RejoinScreen.tsx';

function FullScreen({ call }: { call: CallScreenState }) {
  const { t } = useLingui();
  const inProgress = call.view === 'waiting' || call.view === 'connected';
  // Escape minimizes a call in progress, as the minimize button does; it never ends one.
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape' && inProgress) callAction((engine) => engine.minimize());
  });
  const body =
    call.view === 'connecting' || call.view === 'ending' ? (
      <ConnectingScreen ending={call.view === 'ending'} />
    ) : call.view === 'rejoin' ? (
      <RejoinScreen secondsLeft={call.rejoinSecondsLeft} />
    ) : (
      <MainScreen call={call} />
    );
  return (
    <FocusTrap active>
      <div className={classes.screen} role="dialog" aria-modal="true" aria-label={t`Video call`} tabIndex={-1} data-testid="call-overlay">
        {body}
      </div>
    </FocusTrap>
  );
}

export default function CallOverlay() {
  const { t } = useLingui();
  const snapshot = useSnapshot(callState);
  if (!snapshot.isCallActive || snapshot.view === 'closed') return null;
  const remoteName = snapshot.remoteName ?? snapshot.consultationDetails?.HCPName ?? t`Healthcare Professional`;
  const call: CallScreenState = { ...snapshot, remoteName };
  const minimizable = call.view === 'waiting' || call.view === 'connected';
  if (call.minimized && minimizable) {
    return (
      <>
        <MinimizedBanner call={call} />
        <MinimizedPanel call={call} />
      </>
    );
  }
  return <FullScreen call={call} />;
}
