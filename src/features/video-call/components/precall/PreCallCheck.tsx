// The pre-call check (issue 6): camera preview, microphone level, speaker test and connection check with device
// pickers. Its stream is released before joining: the call opens its own camera and microphone.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, AspectRatio, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { videoErrorMessage } from '../video-error-messages.ts';
import { ConnectionCheck } from './ConnectionCheck.tsx';
import { DevicePickers } from './DevicePickers.tsx';
import { MicLevelMeter } from './MicLevelMeter.tsx';
import { readPreferredDevices, storePreferredDevices, type PreferredDevices } from '../../engine/preferred-devices.ts';
import { SpeakerTest } from './SpeakerTest.tsx';
import { useMediaDevices } from './use-media-devices.ts';
import { usePreviewStream } from './use-preview-stream.ts';
import { VideoView } from '../VideoView.tsx';

type Props = {
  /** Join now (shown when the booking can be joined); the check's stream is closed first. */
  onJoin: (() => void) | null;
  joining: boolean;
  /** Said instead of the Join button before the join window opens. */
  notYet: ReactNode;
};

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export function PreCallCheck({ onJoin, joining, notYet }: Props) {
  const { t, i18n } = useLingui();
  const [chosen, setChosen] = useState<PreferredDevices>(readPreferredDevices);
  const preview = usePreviewStream(chosen.cameraId, chosen.microphoneId);
  const lists = useMediaDevices(preview.status === 'ready' ? 1 : 0);
  const choose = (next: PreferredDevices) => {
    setChosen(next);
    storePreferredDevices(next);
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        <Trans>Test your camera and microphone</Trans>
      </Title>
      <Text c="dimmed">
        <Trans>Check that your Healthcare Professional will see and hear you before the call.</Trans>
      </Text>
      {preview.status === 'failed' ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {i18n._(videoErrorMessage(preview.error))}
        </Alert>
      ) : null}
      <Part title={t`Camera`}>
        <AspectRatio ratio={4 / 3} maw={480} w="100%">
          <VideoView stream={preview.stream} muted mirrored label={t`Your camera preview`} testId="precall-video" fallback={<IconVideo size={40} aria-hidden />} />
        </AspectRatio>
      </Part>
      <Part title={t`Devices`}>
        <DevicePickers lists={lists} chosen={chosen} onChange={choose} />
      </Part>
      <Part title={t`Microphone`}>
        <Text size="sm">
          <Trans>Say something: the bar moves when your microphone hears you.</Trans>
        </Text>
        <MicLevelMeter stream={preview.stream} />
      </Part>
      <Part title={t`Speaker`}>
        <Text size="sm">
          <Trans>Play a sound and check that you hear it.</Trans>
        </Text>
        <div>
          <SpeakerTest speakerId={chosen.speakerId} />
        </div>
      </Part>
      <Part title={t`Connection`}>
        <ConnectionCheck />
      </Part>
      {onJoin ? (
        <Button size="md" leftSection={<IconVideo size={20} aria-hidden />} onClick={onJoin} loading={joining}>
          <Trans>Join the call</Trans>
        </Button>
      ) : (
        notYet
      )}
    </Stack>
  );
}
