// Minimized on a phone (spec §2): a banner at the top. While calling it blinks 'Calling the Healthcare
// professional...' (steady under reduced motion); once connected it shows the timer, the provider and End.
// Tapping the banner restores the full screen. Hidden from tablet width (CSS), where the panel is used.
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { EndCallButton } from './CallControls.tsx';
import { callAction } from './call-action.ts';
import type { CallScreenState } from './call-view.ts';
import classes from './CallOverlay.module.css';
import { formatElapsed } from './format-elapsed.ts';

export function MinimizedBanner({ call }: { call: CallScreenState }) {
  const { t } = useLingui();
  const connected = call.view === 'connected';
  return (
    <div className={classes.banner} role="region" aria-label={t`Video call`} data-testid="call-banner">
      <UnstyledButton className={classes.bannerRestore} onClick={() => callAction((engine) => engine.restore())} aria-label={t`Return to the video call`}>
        {connected ? (
          <Group gap="xs" wrap="nowrap">
            <Text fw={700} c="inherit">
              {formatElapsed(call.elapsedSeconds)}
            </Text>
            <Text c="inherit" truncate>
              {call.remoteName}
            </Text>
          </Group>
        ) : (
          <Text fw={600} c="inherit" className={classes.blink}>
            <Trans>Calling the Healthcare professional...</Trans>
          </Text>
        )}
      </UnstyledButton>
      <EndCallButton size="lg" />
    </div>
  );
}
