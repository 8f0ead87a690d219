// 'Connecting to video call...' and 'Ending call...' (spec §2): a full screen with an indeterminate progress bar.
import { Trans, useLingui } from '@lingui/react/macro';
import { Progress, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import classes from './CallOverlay.module.css';

export function ConnectingScreen({ ending }: { ending: boolean }) {
  const { t } = useLingui();
  const reduceMotion = useReducedMotion();
  return (
    <div className={classes.centreMessage} role="status">
      <Stack gap="md" w="100%" maw={360} align="stretch">
        <Text size="lg" fw={600} ta="center">
          {ending ? <Trans>Ending call...</Trans> : <Trans>Connecting to video call...</Trans>}
        </Text>
        <Progress value={100} striped animated={!reduceMotion} size="md" radius="xl" color="teal.4" aria-label={ending ? t`Ending call` : t`Connecting`} />
      </Stack>
    </div>
  );
}
