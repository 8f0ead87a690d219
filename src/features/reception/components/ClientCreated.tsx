// Step 3 of client creation: who was added, what the server did (a new account invited to set a password, a
// person already on the platform added to this business, or already a client here), and the next steps.
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '../../../components/RouterLinks.tsx';
import type { CreatedClient } from '../api/create-client.ts';
import { StepProgress } from './StepProgress.tsx';

export function ClientCreated({ client, onAddAnother }: { client: CreatedClient; onAddAnother: () => void }) {
  const name = `${client.firstName} ${client.lastName}`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus moves to what replaced it, so a screen reader says what happened.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} size="h2" ref={headingRef} tabIndex={-1}>
        <Trans>Client added: {name}</Trans>
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <StepProgress step={3} of={3} percent={100} title={<Trans>Done</Trans>} />
          {client.outcome === 'EXISTING' ? (
            <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
              <Trans>{name} was already a client of this business; nothing was duplicated.</Trans>
            </Alert>
          ) : client.outcome === 'LINKED' ? (
            <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
              <Trans>{client.email} already had an account on the platform. It is now a client of this business too, and we let them know by email.</Trans>
            </Alert>
          ) : (
            <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
              <Trans>We emailed {client.email} an invitation to set a password. The link works for 72 hours.</Trans>
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            <Trans>You can book for the client now; they see the booking once they sign in.</Trans>
          </Text>
          <Group gap="sm">
            <ButtonLink to="/receptionist/bookings/new" search={{ clientId: client.id }}>
              <Trans>Book for {name}</Trans>
            </ButtonLink>
            <ButtonLink variant="default" to="/receptionist/clients/$clientId" params={{ clientId: client.id }}>
              <Trans>View client</Trans>
            </ButtonLink>
            <Button variant="subtle" onClick={onAddAnother}>
              <Trans>Add another client</Trans>
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
