// /receptionist/bookings/consults/{id} (spec §2 "consult details by id", the HCP consultation screen as a front
// desk uses it): the consult's state, when and with whom, and who is in the call now (read again while open).
// The desk sees no answers and no notes. It joins a video call only as an observer (camera and microphone off),
// and only when the provider allows it for this consultation (issue 15).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronLeft, IconEye, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { ObserverCall } from '../../../app/call/observer-call.ts';
import { FactList } from '../../../components/FactList.tsx';
import { SessionStatusBadge } from '../../../components/orders/SessionStatusBadge.tsx';
import { AnchorLink } from '../../../components/RouterLinks.tsx';
import { deskConsultQueryOptions, type DeskConsult } from '../api/desk-consult.ts';
import { receptionKeys } from '../api/reception-keys.ts';
import { useStaffTimeZone } from '../lib/staff-time-zone.ts';
import { DeskQueryState } from './DeskQueryState.tsx';

export function DeskConsultScreen({ consultId }: { consultId: string }) {
  const query = useQuery(deskConsultQueryOptions(consultId));
  return (
    <DeskQueryState query={query} skeleton={<Skeleton height={280} radius="md" />} errorTitle={<Trans>We could not load this consult</Trans>}>
      {(consult) => <ConsultDetails consult={consult} />}
    </DeskQueryState>
  );
}

function Presence({ present, name }: { present: boolean; name: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon variant="light" color={present ? 'teal' : 'gray'} size="md" radius="xl">
        {present ? <IconUserCheck size={16} aria-hidden /> : <IconUserOff size={16} aria-hidden />}
      </ThemeIcon>
      <Text size="sm">{present ? <Trans>{name} is in the call</Trans> : <Trans>{name} is not in the call</Trans>}</Text>
    </Group>
  );
}

/** Issue 15: 'Join as observer' when the provider allows it and the call is open; why not otherwise. */
function ObserveCall({ session }: { session: DeskConsult['session'] }) {
  const { t } = useLingui();
  const [observing, setObserving] = useState(false);
  const queryClient = useQueryClient();
  // Leaving (or being sent out) reads the consult again: the provider may have switched observing off.
  const leave = () => {
    setObserving(false);
    void queryClient.invalidateQueries({ queryKey: receptionKeys.consult(session.id) });
  };
  if (observing) {
    return (
      <Suspense fallback={<Loader size="sm" aria-label={t`Loading`} />}>
        <ObserverCall HCPSessionId={session.id} onLeave={leave} />
      </Suspense>
    );
  }
  if (!session.observersAllowed) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>The provider has not allowed observers in this consultation.</Trans>
      </Text>
    );
  }
  if (!session.canJoin) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>The provider allows observers. You can join from 15 minutes before the start until the end.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">
        <Trans>The provider allows you to observe. Your camera and microphone stay off, and both sides see your name.</Trans>
      </Text>
      <Button leftSection={<IconEye size={18} aria-hidden />} onClick={() => setObserving(true)}>
        <Trans>Join as observer</Trans>
      </Button>
    </Stack>
  );
}

function ConsultDetails({ consult }: { consult: DeskConsult }) {
  const { t, i18n } = useLingui();
  const timeZone = useStaffTimeZone();
  const { session } = consult;
  const mode = session.mode === 'VIRTUAL' ? t`Video call` : session.mode === 'IN_PERSON' ? t`In person` : session.mode;
  const facts = [
    { label: <Trans>Client</Trans>, value: <AnchorLink to="/receptionist/clients/$clientId" params={{ clientId: session.clientId }}>{consult.clientName}</AnchorLink> },
    { label: <Trans>Provider</Trans>, value: session.provider.name },
    { label: <Trans>When</Trans>, value: `${i18n.date(session.startTime, { dateStyle: 'full', timeStyle: 'short', timeZone })} – ${i18n.date(session.endTime, { timeStyle: 'short', timeZone })}` },
    { label: <Trans>How</Trans>, value: mode },
  ];
  return (
    <Stack gap="lg" maw={760}>
      {session.orderItemId ? (
        <AnchorLink to="/receptionist/bookings/$bookingId" params={{ bookingId: session.orderItemId }} size="sm">
          <Group gap={4} component="span">
            <IconChevronLeft size={16} aria-hidden />
            <Trans>Back to the booking</Trans>
          </Group>
        </AnchorLink>
      ) : null}
      <Group gap="sm">
        <Title order={1} size="h2">
          <Trans>Consult {session.displayId}</Trans>
        </Title>
        <SessionStatusBadge status={session.status} />
      </Group>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="consult-facts">
        <Stack gap="sm">
          <Title order={2} size="h4" id="consult-facts">
            <Trans>Consult details</Trans>
          </Title>
          <FactList facts={facts} />
        </Stack>
      </Paper>
      {session.mode !== 'IN_PERSON' ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="consult-call">
          <Stack gap="sm" aria-live="polite">
            <Title order={2} size="h4" id="consult-call">
              <Trans>The call now</Trans>
            </Title>
            <Presence present={consult.providerInCall} name={session.provider.name} />
            <Presence present={consult.clientInCall} name={consult.clientName} />
          </Stack>
        </Paper>
      ) : null}
      {session.mode === 'VIRTUAL' ? <ObserveCall session={session} /> : null}
    </Stack>
  );
}
