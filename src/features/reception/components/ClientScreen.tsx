// /receptionist/clients/{id} (spec §2 "client by id"): who the client is, what to do for them (book, see the
// profile, edit, send the invitation again while pending), and their bookings at this business.
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconCalendarPlus, IconId, IconMailForward, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { showInfoToast } from '../../../app/feedback.ts';
import { ButtonLink } from '../../../components/RouterLinks.tsx';
import { receptionClientQueryOptions } from '../api/reception-client.ts';
import { useResendInvitation } from '../api/update-client.ts';
import { useStaffTimeZone } from '../lib/staff-time-zone.ts';
import { ClientBookings } from './ClientBookings.tsx';
import { ClientFacts } from './ClientFacts.tsx';
import { ClientHeading } from './ClientHeading.tsx';
import { DeskQueryState } from './DeskQueryState.tsx';

const INVITATION_SENT = msg`A new invitation is on its way.`;

export function ClientScreen({ clientId }: { clientId: string }) {
  const timeZone = useStaffTimeZone();
  const query = useQuery(receptionClientQueryOptions(clientId));
  return (
    <DeskQueryState query={query} skeleton={<Skeleton height={220} radius="md" />} errorTitle={<Trans>We could not load this client</Trans>}>
      {(client) => (
        <Stack gap="lg">
          <ClientHeading client={client} />
          <Group gap="sm">
            <ButtonLink to="/receptionist/bookings/new" search={{ clientId }} leftSection={<IconCalendarPlus size={18} aria-hidden />}>
              <Trans>Book for this client</Trans>
            </ButtonLink>
            <ButtonLink variant="default" to="/receptionist/clients/$clientId/profile" params={{ clientId }} leftSection={<IconId size={18} aria-hidden />}>
              <Trans>Profile details</Trans>
            </ButtonLink>
            <ButtonLink variant="default" to="/receptionist/clients/$clientId/edit" params={{ clientId }} leftSection={<IconPencil size={18} aria-hidden />}>
              <Trans>Edit</Trans>
            </ButtonLink>
            {client.status === 'PENDING' ? <ResendInvitationButton clientId={clientId} /> : null}
          </Group>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="client-contact">
            <Stack gap="sm">
              <Title order={2} size="h4" id="client-contact">
                <Trans>Contact</Trans>
              </Title>
              <ClientFacts client={client} timeZone={timeZone} full={false} />
            </Stack>
          </Paper>
          <ClientBookings clientId={clientId} />
        </Stack>
      )}
    </DeskQueryState>
  );
}

function ResendInvitationButton({ clientId }: { clientId: string }) {
  const resend = useResendInvitation(clientId);
  return (
    <Button
      variant="subtle"
      leftSection={<IconMailForward size={18} aria-hidden />}
      loading={resend.isPending}
      onClick={() => resend.mutate(undefined, { onSuccess: () => showInfoToast(INVITATION_SENT) })}
    >
      <Trans>Send the invitation again</Trans>
    </Button>
  );
}
