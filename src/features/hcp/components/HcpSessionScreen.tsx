// /hcp/sessions/{id} (issue 6 provider console): the consultation's call and its outcome first, then the
// client's answers and the treatment decision; beside them (below on phones) the client and the booking.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { AnchorLink } from '../../../components/RouterLinks.tsx';
import { ObserverPermissionCard } from '../../../components/calls/ObserverPermissionCard.tsx';
import { callState } from '../../../app/call/call-store.ts';
import { hcpKeys } from '../api/hcp-keys.ts';
import { hcpSessionQueryOptions, type LoadedSession } from '../api/hcp-session.ts';
import { useProviderTimeZone } from '../lib/provider-time-zone.ts';
import { AnswersCard } from './AnswersCard.tsx';
import { CallCard } from './CallCard.tsx';
import { ClientCard } from './ClientCard.tsx';
import { ClientProgressCard } from './ClientProgressCard.tsx';
import { ConsoleQueryState } from './ConsoleQueryState.tsx';
import { ServiceCard } from './ServiceCard.tsx';
import { SessionStatusBadge } from '../../../components/orders/SessionStatusBadge.tsx';
import { TreatmentCard } from './TreatmentCard.tsx';
import classes from './HcpSessionScreen.module.css';

export function HcpSessionScreen({ sessionId }: { sessionId: string }) {
  const query = useQuery(hcpSessionQueryOptions(sessionId));
  const inCall = useInCall(sessionId);
  return (
    <Stack gap="md">
      <AnchorLink to="/hcp" size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconChevronLeft size={16} aria-hidden />
          <Trans>All consultations</Trans>
        </Group>
      </AnchorLink>
      <ConsoleQueryState query={query} skeleton={<DetailSkeleton />}>
        {(loaded) =>
          loaded ? (
            <SessionView loaded={loaded} inCall={inCall} />
          ) : (
            <Alert color="yellow" variant="light" role="alert" title={<Trans>Consultation not found</Trans>}>
              <Trans>This consultation does not exist or is not one of yours.</Trans>
            </Alert>
          )
        }
      </ConsoleQueryState>
    </Stack>
  );
}

/** Whether this device is in the session's call; when that call ends the session is read again (its status moved). */
function useInCall(sessionId: string): boolean {
  const queryClient = useQueryClient();
  const call = useSnapshot(callState);
  const inCall = call.isCallActive && call.HCPSessionId === sessionId;
  const wasInCall = useRef(inCall);
  useEffect(() => {
    if (wasInCall.current !== inCall) void queryClient.invalidateQueries({ queryKey: hcpKeys.session(sessionId) });
    wasInCall.current = inCall;
  }, [inCall, queryClient, sessionId]);
  return inCall;
}

function SessionView({ loaded, inCall }: { loaded: LoadedSession; inCall: boolean }) {
  const { i18n } = useLingui();
  const timeZone = useProviderTimeZone();
  const { detail } = loaded;
  const start = i18n.date(detail.startTime, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone });
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={1} size="h2">
            {detail.clientName}
          </Title>
          <SessionStatusBadge status={detail.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {detail.serviceName} · {start}
        </Text>
      </Stack>
      {detail.coveringFor ? (
        <Alert color="blue" variant="light" title={<Trans>You are covering this consultation</Trans>}>
          <Trans>{detail.coveringFor} could not join, so the consultation was passed to you. The client may be waiting in the call.</Trans>
        </Alert>
      ) : null}
      <div className={classes.layout}>
        <Stack gap="md" className={classes.main}>
          <CallCard session={detail} inCall={inCall} timeZone={timeZone} />
          <ObserverPermissionCard sessionId={detail.id} />
          <AnswersCard sessionId={detail.id} orderItemId={detail.service?.orderItemId ?? null} answerSets={detail.answerSets} timeZone={timeZone} />
          <TreatmentCard loaded={loaded} inCall={inCall} timeZone={timeZone} />
          <ClientProgressCard sessionId={detail.id} timeZone={timeZone} />
        </Stack>
        <Stack gap="md" className={classes.aside}>
          <ClientCard client={detail.client} />
          <ServiceCard session={detail} timeZone={timeZone} />
        </Stack>
      </div>
    </Stack>
  );
}

function DetailSkeleton() {
  return (
    <Stack gap="md">
      <Skeleton height={32} width="50%" />
      <Skeleton height={140} radius="md" />
      <Skeleton height={240} radius="md" />
    </Stack>
  );
}
