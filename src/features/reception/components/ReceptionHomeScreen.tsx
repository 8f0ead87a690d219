// /receptionist: the front desk's home. What a receptionist does most, one tap away: add a client, book for a
// client, find a client, and the location's bookings.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconCalendarPlus, IconUserPlus, IconUsers, type Icon } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSession } from '../../../app/session.ts';
import classes from './ReceptionHomeScreen.module.css';

type HomeAction = {
  to: '/receptionist/clients/new' | '/receptionist/bookings/new' | '/receptionist/clients' | '/receptionist/bookings';
  title: MessageDescriptor;
  text: MessageDescriptor;
  icon: Icon;
};

const ACTIONS: readonly HomeAction[] = [
  { to: '/receptionist/clients/new', title: msg`Add a client`, text: msg`Name details and address; the client gets an invitation to set a password.`, icon: IconUserPlus },
  { to: '/receptionist/bookings/new', title: msg`Book for a client`, text: msg`Choose the client, the service and a time, then take payment.`, icon: IconCalendarPlus },
  { to: '/receptionist/clients', title: msg`Find a client`, text: msg`Search by name, email or phone.`, icon: IconUsers },
  { to: '/receptionist/bookings', title: msg`Location bookings`, text: msg`Search the bookings of this location and follow each one.`, icon: IconCalendarEvent },
];

export function ReceptionHomeScreen() {
  const { i18n } = useLingui();
  const { user, activeGrant } = useSession();
  const name = user?.firstName ?? '';
  const place = activeGrant?.displayName ?? '';
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          <Trans>Front desk</Trans>
        </Title>
        <Text c="dimmed">{place ? <Trans>Welcome, {name}. You are working at {place}.</Trans> : <Trans>Welcome, {name}.</Trans>}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {ACTIONS.map((action) => {
          const ActionIcon = action.icon;
          return (
            <Card key={action.to} withBorder radius="md" padding="lg" component={Link} to={action.to} className={classes.action}>
              <Stack gap="xs">
                <ThemeIcon variant="light" size={44} radius="md">
                  <ActionIcon size={24} aria-hidden />
                </ThemeIcon>
                <Text fw={600} size="lg">
                  {i18n._(action.title)}
                </Text>
                <Text size="sm" c="dimmed">
                  {i18n._(action.text)}
                </Text>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
