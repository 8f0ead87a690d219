// /receptionist/clients (spec §2): the business's clients, searched by name, email or phone, ten to a page, each
// with its status (active or pending). Search and page live in the address.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatUsPhone } from '../../../components/form/input-format.ts';
import { ListPagination } from '../../../components/ListPagination.tsx';
import { AnchorLink, ButtonLink } from '../../../components/RouterLinks.tsx';
import { SearchBox } from '../../../components/SearchBox.tsx';
import { RECEPTION_PAGE_SIZE, RECEPTION_SEARCH_MAX_LENGTH } from '../../../domain/reception/reception-constants.ts';
import { receptionClientsQueryOptions, type ReceptionClientRow } from '../api/reception-clients.ts';
import { ClientStatusBadge } from './ClientStatusBadge.tsx';
import { DeskQueryState } from './DeskQueryState.tsx';

export type ClientsView = { search: string; page: number };

type ClientsScreenProps = { view: ClientsView; onViewChange: (view: ClientsView) => void };

export function ClientsScreen({ view, onViewChange }: ClientsScreenProps) {
  const { t } = useLingui();
  const query = useQuery({ ...receptionClientsQueryOptions(view), placeholderData: keepPreviousData });
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2">
          <Trans>Clients</Trans>
        </Title>
        <ButtonLink to="/receptionist/clients/new" leftSection={<IconUserPlus size={18} aria-hidden />}>
          <Trans>Add a client</Trans>
        </ButtonLink>
      </Group>
      <SearchBox
        value={view.search}
        onSearch={(search) => onViewChange({ search, page: 1 })}
        label={t`Search clients`}
        description={t`Name, email or phone number`}
        maxLength={RECEPTION_SEARCH_MAX_LENGTH}
      />
      <DeskQueryState query={query} skeleton={<ListSkeleton />} errorTitle={<Trans>We could not load the clients</Trans>}>
        {(page) => {
          const pages = Math.max(1, Math.ceil(page.totalCount / RECEPTION_PAGE_SIZE));
          if (page.nodes.length === 0) {
            return (
              <Alert color="gray" variant="light" icon={<IconUsers aria-hidden />} role="status">
                {view.search ? <Trans>No client matches “{view.search}”.</Trans> : <Trans>No clients yet. Add the first one.</Trans>}
              </Alert>
            );
          }
          return (
            <Stack gap="md">
              <Text size="sm" c="dimmed" role="status">
                {t({ message: plural(page.totalCount, { one: '# client', other: '# clients' }) })}
              </Text>
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Clients`}>
                {page.nodes.map((client) => (
                  <ClientRow key={client.id} client={client} />
                ))}
              </Stack>
              <ListPagination total={pages} value={view.page} onChange={(next) => onViewChange({ ...view, page: next })} label={t`Pages of clients`} />
            </Stack>
          );
        }}
      </DeskQueryState>
    </Stack>
  );
}

function ClientRow({ client }: { client: ReceptionClientRow }) {
  const name = `${client.firstName} ${client.lastName}`;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <AnchorLink to="/receptionist/clients/$clientId" params={{ clientId: client.id }} fw={600}>
            {name}
          </AnchorLink>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {client.email}
            {client.phone ? ` · ${formatUsPhone(client.phone)}` : ''}
          </Text>
        </Stack>
        <ClientStatusBadge status={client.status} />
      </Group>
    </Paper>
  );
}

function ListSkeleton() {
  return (
    <Stack gap="xs">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height={64} radius="md" />
      ))}
    </Stack>
  );
}
