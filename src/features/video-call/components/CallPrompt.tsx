// The call prompt (issue 12): in the page's flow under the header, never floating over a page's own actions.
// A signed-in client whose consultation is open to join (from 15 minutes before, spec §9) or under way is
// offered 'Join', which opens the call overlay directly; 'Test camera and microphone' leads to the pre-call check.
// When the provider is already waiting (a PROVIDER_WAITING notification in this tab) it says so.
// 'Not now' hides it for that consultation in this tab, until the provider is waiting.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CloseButton, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { businessContext } from '../../../app/business-context.ts';
import { callState } from '../../../app/call/call-store.ts';
import { providerWaiting } from '../../../app/push/provider-waiting.ts';
import { AnchorLink } from '../../../components/RouterLinks.tsx';
import { activeConsultationQueryOptions } from './api/active-consultation.ts';
import { joinNow } from './join-link.ts';

const DISMISSED_KEY = 'callOfferDismissed';

function dismissedKey(): string | null {
  try {
    return sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

export default function CallPrompt({ userId }: { userId: string }) {
  const { t } = useLingui();
  const { isCallActive } = useSnapshot(callState);
  const { sessionIds: waitingSessions } = useSnapshot(providerWaiting);
  const onCheck = useLocation({ select: (location) => location.pathname.endsWith('/check') });
  const { businessCode, locationCode } = useSnapshot(businessContext);
  const [dismissed, setDismissed] = useState(dismissedKey);
  const query = useQuery({ ...activeConsultationQueryOptions(userId), enabled: !isCallActive });
  const { refetch } = query;
  // A provider who just started waiting may be the first sign the consultation is open: ask again at once.
  useEffect(() => {
    if (waitingSessions.length > 0) void refetch();
  }, [waitingSessions.length, refetch]);
  // A call that just ended may have closed the consultation: ask again rather than offer Join from before it.
  const wasInCall = useRef(isCallActive);
  useEffect(() => {
    if (wasInCall.current && !isCallActive) {
      // The provider was met in the call: a later wait comes with a new notification.
      providerWaiting.sessionIds = [];
      void refetch();
    }
    wasInCall.current = isCallActive;
  }, [isCallActive, refetch]);
  const active = query.data;
  if (isCallActive || onCheck || !active) return null;

  const sessionId = active.consult.hcpSessionId;
  const waiting = waitingSessions.includes(sessionId);
  const key = `${sessionId}:${waiting ? 'waiting' : 'open'}`;
  if (dismissed === key) return null;

  const dismiss = () => {
    setDismissed(key);
    try {
      sessionStorage.setItem(DISMISSED_KEY, key);
    } catch {
      // Not remembered across reloads then; the prompt still hides now.
    }
  };
  const provider = active.consult.consultationDetail.HCPName;
  const title = waiting ? (
    <Trans>Your provider is ready</Trans>
  ) : active.consult.status === 'INPROGRESS' ? (
    <Trans>Your consultation is under way</Trans>
  ) : (
    <Trans>Your consultation is ready to join</Trans>
  );
  return (
    <Container size="lg" w="100%" pt="sm" component="section" aria-label={t`Video consultation`}>
      <Paper withBorder radius="md" px="md" py="sm" bg="clinicTeal.0">
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <IconVideo size={24} aria-hidden color="var(--mantine-color-clinicTeal-7)" style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600}>{title}</Text>
            <Text size="sm">
              {waiting ? <Trans>{provider} is waiting for you in the video call.</Trans> : <Trans>With {provider}. Join when you are ready.</Trans>}
            </Text>
            <Group gap="sm" align="center">
              <Button size="xs" leftSection={<IconVideo size={16} aria-hidden />} onClick={() => joinNow(sessionId)}>
                <Trans>Join</Trans>
              </Button>
              {businessCode && locationCode ? (
                <AnchorLink
                  to="/business/$businessCode/$locationCode/bookings/$bookingId/$singleBookingId/check"
                  params={{ businessCode, locationCode, bookingId: active.orderId, singleBookingId: active.orderItemId }}
                  size="sm"
                >
                  <Trans>Test your camera and microphone</Trans>
                </AnchorLink>
              ) : null}
            </Group>
          </Stack>
          <CloseButton aria-label={t`Not now`} onClick={dismiss} />
        </Group>
      </Paper>
    </Container>
  );
}
