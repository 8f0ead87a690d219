import { Trans } from '@lingui/react/macro';
import { Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../../components/RouterLinks.tsx';
import type { ReceptionClientDetails } from '../api/reception-client.ts';
import { ClientStatusBadge } from './ClientStatusBadge.tsx';

type ClientHeadingProps = { client: ReceptionClientDetails; back?: { to: 'clients' | 'client'; label: ReactNode }; subtitle?: ReactNode };

/** The client's name as the page heading, their status, and the way back. */
export function ClientHeading({ client, back, subtitle }: ClientHeadingProps) {
  const name = `${client.firstName} ${client.lastName}`;
  return (
    <Stack gap={6}>
      {back?.to === 'client' ? (
        <AnchorLink to="/receptionist/clients/$clientId" params={{ clientId: client.id }} size="sm">
          <Group gap={4} component="span">
            <IconChevronLeft size={16} aria-hidden />
            {back.label}
          </Group>
        </AnchorLink>
      ) : (
        <AnchorLink to="/receptionist/clients" size="sm">
          <Group gap={4} component="span">
            <IconChevronLeft size={16} aria-hidden />
            {back?.label ?? <Trans>All clients</Trans>}
          </Group>
        </AnchorLink>
      )}
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          {name}
        </Title>
        <ClientStatusBadge status={client.status} />
      </Group>
      {subtitle ? (
        <Text size="sm" c="dimmed">
          {subtitle}
        </Text>
      ) : null}
    </Stack>
  );
}
