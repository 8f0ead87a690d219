// Issue 15: the front desk observing a consultation: both sides' video and sound, the observer's own camera and
// microphone off. Both sides see "Observer: <name>" while it watches; the provider can switch observing off,
// which ends this view. Loaded lazily (src/app/call/observer-call.ts) from the desk's consult screen.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDoorExit, IconEye, IconMicrophoneOff, IconUser, IconVideoOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { VideoView } from '../components/VideoView.tsx';
import { useObserverCall, type ObserverPhase } from './use-observer-call.ts';

export type ObserverCallProps = { HCPSessionId: string; onLeave: () => void };

function Ended({ title, children, onLeave }: { title: ReactNode; children: ReactNode; onLeave: () => void }) {
  return (
    <Alert color="yellow" variant="light" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{children}</Text>
        <Button variant="default" onClick={onLeave}>
          <Trans>Close</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}

function EndedFor({ phase, onLeave }: { phase: Exclude<ObserverPhase, 'joining' | 'watching'>; onLeave: () => void }) {
  switch (phase) {
    case 'removed':
      return (
        <Ended title={<Trans>You have left the call</Trans>} onLeave={onLeave}>
          <Trans>The provider stopped allowing observers in this consultation.</Trans>
        </Ended>
      );
    case 'notAllowed':
      return (
        <Ended title={<Trans>Observing is not allowed</Trans>} onLeave={onLeave}>
          <Trans>The provider has not allowed observers in this consultation.</Trans>
        </Ended>
      );
    case 'notOpen':
      return (
        <Ended title={<Trans>The call is not open</Trans>} onLeave={onLeave}>
          <Trans>You can observe from 15 minutes before the start until the end of the consultation.</Trans>
        </Ended>
      );
    case 'unsupported':
      return (
        <Ended title={<Trans>Observing is not available</Trans>} onLeave={onLeave}>
          <Trans>This consultation runs on a video service that does not take observers.</Trans>
        </Ended>
      );
    case 'failed':
      return (
        <Ended title={<Trans>We could not join the call</Trans>} onLeave={onLeave}>
          <Trans>Please check your connection and try again.</Trans>
        </Ended>
      );
  }
}

export default function ObserverCall({ HCPSessionId, onLeave }: ObserverCallProps) {
  const { t } = useLingui();
  const call = useObserverCall(HCPSessionId);
  if (call.phase !== 'joining' && call.phase !== 'watching') return <EndedFor phase={call.phase} onLeave={onLeave} />;
  const connected = call.peers.filter((peer) => peer.connected);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="observer-call" data-testid="observer-call">
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconEye size={20} aria-hidden />
          <Title order={2} size="h4" id="observer-call">
            <Trans>Observing the consultation</Trans>
          </Title>
        </Group>
        <Group gap="md">
          <Group gap={6} wrap="nowrap">
            <IconVideoOff size={16} aria-hidden />
            <Text size="sm">
              <Trans>Your camera is off</Trans>
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconMicrophoneOff size={16} aria-hidden />
            <Text size="sm">
              <Trans>Your microphone is off</Trans>
            </Text>
          </Group>
        </Group>
        {call.clientName ? (
          <Text size="sm" c="dimmed">
            <Trans>
              {call.clientName} and {call.providerName} see that you are observing.
            </Trans>
          </Text>
        ) : null}
        {connected.length === 0 ? (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{call.phase === 'joining' ? <Trans>Joining the call…</Trans> : <Trans>Waiting for the client and the provider to be in the call…</Trans>}</Text>
          </Group>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {connected.map((peer) => (
              <Stack key={peer.participant.identity} gap={4}>
                <div style={{ aspectRatio: '4 / 3', background: '#111417', borderRadius: 8, overflow: 'hidden', color: '#f1f3f5' }}>
                  <VideoView stream={peer.stream} fit="contain" label={t`Video from ${peer.participant.name}`} testId="observed-video" fallback={<IconUser size={48} aria-hidden />} />
                </div>
                <Text size="sm" fw={500}>
                  {peer.participant.name}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        )}
        <Group>
          <Button color="red.8" leftSection={<IconDoorExit size={18} aria-hidden />} onClick={onLeave}>
            <Trans>Leave</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
