import { Trans } from '@lingui/react/macro';
import { Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { HrefButton } from '../../../components/HrefLink.tsx';
import { businessAndLocationQueryOptions } from '../../../app/api/decode-business-and-location.ts';

const DEMO = { businessCode: 'demo', locationCode: 'main' } as const;

/** /home without a known business: clinics are reached by their own link, so explain that. */
export function HomeLanding() {
  // The demo business exists only in demo installations; offer its link when it answers.
  const demo = useQuery({
    ...businessAndLocationQueryOptions(DEMO.businessCode, DEMO.locationCode, { toastErrors: false }),
    retry: false,
  });
  return (
    <Container size="sm" py={{ base: 40, sm: 80 }}>
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Welcome to Carebook</Trans>
        </Title>
        <Text size="lg">
          <Trans>Carebook is where clinics take bookings, run video consultations and follow treatments.</Trans>
        </Text>
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="sm">
            <Trans>How to reach your clinic</Trans>
          </Title>
          <List spacing="xs">
            <List.Item>
              <Trans>Open the link your clinic sent you, or the one on its website.</Trans>
            </List.Item>
            <List.Item>
              <Trans>It looks like carebook/business/clinic-code/location-code.</Trans>
            </List.Item>
            <List.Item>
              <Trans>Next time, Carebook remembers your clinic and takes you straight there.</Trans>
            </List.Item>
          </List>
        </Paper>
        {demo.data ? (
          <Stack gap="xs" align="flex-start">
            <Text c="dimmed">
              <Trans>This is a demo installation. Try the demo clinic:</Trans>
            </Text>
            <HrefButton href={`/business/${DEMO.businessCode}/${DEMO.locationCode}`}>
              <Trans>Open {demo.data.business.name}</Trans>
            </HrefButton>
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
