// On app start (and each minute after), a signed-in client whose consultation is live or open to join is
// offered to join it: a calm card, not a dialog. Join goes through the booking's pre-call check; Not now hides
// it for that session in this tab. Hidden during a call and on the pre-call check itself.
import { Trans, useLingui } from '@lingui/react/macro';
import { Affix, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { businessContext } from '../../../app/business-context.ts';
import { activeConsultationQueryOptions } from './api/active-consultation.ts';
import { callState } from '../../../app/call/call-store.ts';
import { loadCallEngine } from '../../../app/call/load-call-engine.ts';

const DISMISSED_KEY = 'callOfferDismissed';

function dismissedSession(): string | null {
  try {
    return sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

export default function ActiveConsultationOffer({ userId }: { userId: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { isCallActive } = useSnapshot(callState);
  const onCheck = useLocation({ select: (location) => location.pathname.endsWith('/check') });
  const { businessCode, locationCode } = useSnapshot(businessContext);
  const [dismissed, setDismissed] = useState(dismissedSession);
  const { data: active } = useQuery({ ...activeConsultationQueryOptions(userId), enabled: !isCallActive });
  if (isCallActive || onCheck || !active || dismissed === active.consult.hcpSessionId) return null;

  const dismiss = () => {
    setDismissed(active.consult.hcpSessionId);
    try {
      sessionStorage.setItem(DISMISSED_KEY, active.consult.hcpSessionId);
    } catch {
      // Not remembered across reloads then; the card still hides now.
    }
  };
  const join = () => {
    if (businessCode && locationCode) {
      void navigate({
        to: '/business/$businessCode/$locationCode/bookings/$bookingId/$singleBookingId/check',
        params: { businessCode, locationCode, bookingId: active.orderId, singleBookingId: active.orderItemId },
      });
    } else {
      void loadCallEngine().then((engine) => engine.joinCall(active.consult.hcpSessionId));
    }
  };
  const provider = active.consult.consultationDetail.HCPName;
  return (
    <Affix position={{ bottom: 88, right: 16 }} zIndex={300} w="min(420px, calc(100vw - 32px))">
      <Paper withBorder shadow="md" radius="md" p="md" role="region" aria-label={t`Video consultation`}>
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <IconVideo size={24} aria-hidden color="var(--mantine-color-clinicTeal-7)" />
          <Stack gap={6} style={{ flex: 1 }}>
            <Text fw={600}>
              {active.consult.status === 'INPROGRESS' ? <Trans>Your consultation is under way</Trans> : <Trans>Your consultation is ready to join</Trans>}
            </Text>
            <Text size="sm" c="dimmed">
              <Trans>With {provider}. Check your camera and microphone, then join.</Trans>
            </Text>
            <Group gap="xs">
              <Button size="xs" onClick={join}>
                <Trans>Join consultation</Trans>
              </Button>
              <Button size="xs" variant="subtle" onClick={dismiss}>
                <Trans>Not now</Trans>
              </Button>
            </Group>
          </Stack>
          <CloseButton aria-label={t`Close`} onClick={dismiss} />
        </Group>
      </Paper>
    </Affix>
  );
}
