// "Select client" of a desk booking: the business's clients searched by name, email or phone; one is chosen.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatUsPhone } from '../../../components/form/input-format.ts';
import { SearchBox } from '../../../components/SearchBox.tsx';
import { RECEPTION_SEARCH_MAX_LENGTH } from '../../../domain/reception/reception-constants.ts';
import { receptionClientsQueryOptions } from '../api/reception-clients.ts';
import { ClientStatusBadge } from './ClientStatusBadge.tsx';
import { DeskQueryState } from './DeskQueryState.tsx';

export function ClientPicker({ onPick }: { onPick: (clientId: string) => void }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const query = useQuery({ ...receptionClientsQueryOptions({ search, page: 1 }), placeholderData: keepPreviousData });
  return (
    <Stack gap="sm">
      <SearchBox value={search} onSearch={setSearch} label={t`Find the client`} description={t`Name, email or phone number`} maxLength={RECEPTION_SEARCH_MAX_LENGTH} />
      <DeskQueryState query={query} skeleton={<Skeleton height={120} radius="md" />} errorTitle={<Trans>We could not load the clients</Trans>}>
        {(page) =>
          page.nodes.length === 0 ? (
            <Text size="sm" c="dimmed" role="status">
              {search ? <Trans>No client matches “{search}”.</Trans> : <Trans>No clients yet.</Trans>}
            </Text>
          ) : (
            <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Clients`}>
              {page.nodes.map((client) => {
                const name = `${client.firstName} ${client.lastName}`;
                return (
                  <Paper component="li" key={client.id} withBorder radius="md" p="xs">
                    <Group justify="space-between" wrap="nowrap" gap="sm">
                      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                        <Group gap={6}>
                          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                            {name}
                          </Text>
                          <ClientStatusBadge status={client.status} />
                        </Group>
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {client.email}
                          {client.phone ? ` · ${formatUsPhone(client.phone)}` : ''}
                        </Text>
                      </Stack>
                      <Button size="compact-sm" variant="light" style={{ flexShrink: 0 }} onClick={() => onPick(client.id)} aria-label={t`Select ${name}`}>
                        <Trans>Select</Trans>
                      </Button>
                    </Group>
                  </Paper>
                );
              })}
            </Stack>
          )
        }
      </DeskQueryState>
    </Stack>
  );
}
