// 'You left the call' (spec §2, §4): a 5-second circular countdown; Rejoin cancels it, at zero the call ends. When
// the provider left a client's call, the heading names them instead: the client did not leave.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, RingProgress, Stack, Text, Title } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import { remoteDeparture } from '../../engine/remote-departure.ts';
import { REJOIN_COUNTDOWN_SECONDS } from '../../../../domain/video/video-constants.ts';
import { callAction } from './call-action.ts';
import classes from './CallOverlay.module.css';

export function RejoinScreen({ secondsLeft }: { secondsLeft: number }) {
  const { t } = useLingui();
  const left = Math.max(0, Math.min(REJOIN_COUNTDOWN_SECONDS, secondsLeft));
  const departed = useSnapshot(remoteDeparture).name;
  return (
    <div className={classes.centreMessage}>
      <Stack align="center" gap="md">
        <Title order={2} size="h3">
          {departed ? <Trans>{departed} left the call</Trans> : <Trans>You left the call</Trans>}
        </Title>
        <RingProgress
          size={120}
          thickness={10}
          roundCaps
          sections={[{ value: (left / REJOIN_COUNTDOWN_SECONDS) * 100, color: 'teal.4' }]}
          rootColor="dark.4"
          aria-label={t({ message: plural(left, { one: 'The call ends in # second', other: 'The call ends in # seconds' }) })}
          role="timer"
          label={
            <Text ta="center" size="xl" fw={700} aria-hidden>
              {left}
            </Text>
          }
        />
        <Button size="md" leftSection={<IconVideo size={20} aria-hidden />} onClick={() => callAction((engine) => engine.rejoin())} data-autofocus>
          <Trans>Rejoin</Trans>
        </Button>
      </Stack>
    </div>
  );
}
