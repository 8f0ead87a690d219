// Minimized from tablet width (spec §2, §9): a 430 px panel bottom right with the timer, restore, the provider's
// video with a small local preview, and mic, camera and end. Hidden on phones (CSS).
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconMaximize, IconUser } from '@tabler/icons-react';
import { VideoView } from '../VideoView.tsx';
import { CameraButton, EndCallButton, MicButton } from './CallControls.tsx';
import { callAction } from './call-action.ts';
import type { CallScreenState } from './call-view.ts';
import classes from './CallOverlay.module.css';
import { formatElapsed } from './format-elapsed.ts';
import { readPreferredDevices } from '../../engine/preferred-devices.ts';

export function MinimizedPanel({ call }: { call: CallScreenState }) {
  const { t } = useLingui();
  const connected = call.view === 'connected';
  const name = call.remoteName;
  return (
    <section className={classes.panel} aria-label={t`Video call`} data-testid="call-panel">
      <div className={classes.panelBar}>
        <Text fw={600} size="sm">
          {connected ? (
            <>
              {call.remoteName} · <time aria-label={t`Call duration`}>{formatElapsed(call.elapsedSeconds)}</time>
            </>
          ) : (
            <Trans>Calling the Healthcare professional...</Trans>
          )}
        </Text>
        <Tooltip label={t`Restore call`} withinPortal={false}>
          <ActionIcon variant="subtle" color="gray.0" size="lg" aria-label={t`Restore call`} onClick={() => callAction((engine) => engine.restore())}>
            <IconMaximize size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </div>
      <div className={classes.panelVideo}>
        <VideoView stream={connected ? call.remoteStream : null} fit="contain" label={t`Video from ${name}`} speakerId={readPreferredDevices().speakerId} fallback={<IconUser size={48} aria-hidden />} />
        <div className={classes.panelLocal}>
          <VideoView stream={call.cameraOn ? call.localStream : null} muted mirrored label={t`Your video`} fallback={<IconUser size={24} aria-hidden />} />
        </div>
      </div>
      <Group justify="center" gap="md" className={classes.panelControls}>
        <MicButton micOn={call.micOn} size="lg" />
        <CameraButton cameraOn={call.cameraOn} size="lg" />
        <EndCallButton size="lg" />
      </Group>
    </section>
  );
}
