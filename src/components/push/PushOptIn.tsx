// The push opt-in (issue 12): what Carebook will send, then 'Turn on notifications' (the browser asks only after
// that tap). A refusal is explained once, with where to change it; it is never asked again from here.
// Two places: the notifications drawer (always says where this device stands) and the booking page of an
// upcoming consultation (only while it can still help, and 'Not now' hides it on this device).
// Lives in src/components (not src/app/push) so that its words load with the app's main catalog, not the first-load shell.
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBellOff, IconBellRinging, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useDevicePush } from '../../app/push/use-device-push.ts';

const CONSULTATION_DISMISSED_KEY = 'pushOfferDismissed';

function dismissedOnDevice(): boolean {
  try {
    return localStorage.getItem(CONSULTATION_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function BlockedExplanation() {
  return (
    <Alert color="gray" variant="light" icon={<IconBellOff size={20} aria-hidden />} title={<Trans>Notifications are blocked in this browser</Trans>}>
      <Text size="sm">
        <Trans>
          To get them, open this site's settings in your browser (the icon beside the address), set Notifications to Allow, then reload
          Carebook.
        </Trans>
      </Text>
    </Alert>
  );
}

type PushOptInProps = { variant: 'drawer' | 'consultation' };

export function PushOptIn({ variant }: PushOptInProps) {
  const push = useDevicePush({ resync: variant === 'drawer' });
  const [dismissed, setDismissed] = useState(variant === 'consultation' && dismissedOnDevice());
  // What the person just did on this card stays on it (a refusal is explained here, once).
  const [answered, setAnswered] = useState(false);
  const { state } = push;
  if (state === null || dismissed) return null;

  if (variant === 'consultation' && !answered && (state === 'subscribed' || state === 'denied' || state === 'unsupported')) return null;
  if (state === 'unsupported') {
    return (
      <Text size="sm" c="dimmed">
        <Trans>This browser cannot show notifications from Carebook. On an iPhone or iPad, add Carebook to your Home Screen first.</Trans>
      </Text>
    );
  }
  if (state === 'denied') return <BlockedExplanation />;
  if (state === 'subscribed') {
    return (
      <Group gap="xs" wrap="nowrap" role="status">
        <IconCircleCheck size={18} aria-hidden color="var(--mantine-color-clinicTeal-7)" />
        <Text size="sm">
          <Trans>Notifications are on for this device.</Trans>
        </Text>
      </Group>
    );
  }

  const turnOn = () => {
    setAnswered(true);
    push.turnOn();
  };
  const notNow = () => {
    setDismissed(true);
    try {
      localStorage.setItem(CONSULTATION_DISMISSED_KEY, '1');
    } catch {
      // Hidden for now only.
    }
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`push-offer-${variant}`}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <IconBellRinging size={22} aria-hidden color="var(--mantine-color-clinicTeal-7)" style={{ flexShrink: 0 }} />
        <Stack gap={6}>
          <Text fw={600} id={`push-offer-${variant}`}>
            {variant === 'consultation' ? <Trans>Get a notification when your provider is ready</Trans> : <Trans>Get notifications on this device</Trans>}
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>
              Carebook will tell you when a booking is confirmed, before a consultation and when your provider is waiting, even when the app
              is closed. Your browser will ask you to allow it.
            </Trans>
          </Text>
          {push.failed ? (
            <Text size="sm" c="red.8" role="alert">
              <Trans>Notifications could not be turned on. Please try again.</Trans>
            </Text>
          ) : null}
          <Group gap="xs">
            <Button size="xs" onClick={turnOn} loading={push.busy}>
              <Trans>Turn on notifications</Trans>
            </Button>
            {variant === 'consultation' ? (
              <Button size="xs" variant="subtle" onClick={notNow}>
                <Trans>Not now</Trans>
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
