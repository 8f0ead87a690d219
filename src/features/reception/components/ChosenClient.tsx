import { Trans } from '@lingui/react/macro';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatUsPhone } from '../../../components/form/input-format.ts';
import { receptionClientQueryOptions } from '../api/reception-client.ts';
import { ClientStatusBadge } from './ClientStatusBadge.tsx';
import { DeskQueryState } from './DeskQueryState.tsx';

/** The client a desk booking is for, with a way to pick another. */
export function ChosenClient({ clientId, onChange }: { clientId: string; onChange: () => void }) {
  const query = useQuery(receptionClientQueryOptions(clientId));
  return (
    <DeskQueryState query={query} skeleton={<Skeleton height={48} radius="md" />} errorTitle={<Trans>We could not load this client</Trans>}>
      {(client) => (
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text fw={600} data-testid="chosen-client">
                {client.firstName} {client.lastName}
              </Text>
              <ClientStatusBadge status={client.status} />
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {client.email}
              {client.phone ? ` · ${formatUsPhone(client.phone)}` : ''}
            </Text>
          </Stack>
          <Button variant="subtle" size="compact-sm" onClick={onChange}>
            <Trans>Change client</Trans>
          </Button>
        </Group>
      )}
    </DeskQueryState>
  );
}
