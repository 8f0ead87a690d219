// /receptionist/clients/{id}/profile (spec §2 "client profile details by id"): every field of the client's
// profile the desk keeps (spec §3), with Edit.
import { Trans } from '@lingui/react/macro';
import { Paper, Skeleton, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/RouterLinks.tsx';
import { receptionClientQueryOptions } from '../api/reception-client.ts';
import { useStaffTimeZone } from '../lib/staff-time-zone.ts';
import { ClientFacts } from './ClientFacts.tsx';
import { ClientHeading } from './ClientHeading.tsx';
import { DeskQueryState } from './DeskQueryState.tsx';

export function ClientProfileScreen({ clientId }: { clientId: string }) {
  const timeZone = useStaffTimeZone();
  const query = useQuery(receptionClientQueryOptions(clientId));
  return (
    <DeskQueryState query={query} skeleton={<Skeleton height={320} radius="md" />} errorTitle={<Trans>We could not load this client</Trans>}>
      {(client) => (
        <Stack gap="lg" maw={760}>
          <ClientHeading client={client} back={{ to: 'client', label: <Trans>Back to the client</Trans> }} subtitle={<Trans>Profile details</Trans>} />
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <ClientFacts client={client} timeZone={timeZone} full />
          </Paper>
          <div>
            <ButtonLink variant="default" to="/receptionist/clients/$clientId/edit" params={{ clientId }} leftSection={<IconPencil size={18} aria-hidden />}>
              <Trans>Edit</Trans>
            </ButtonLink>
          </div>
        </Stack>
      )}
    </DeskQueryState>
  );
}
