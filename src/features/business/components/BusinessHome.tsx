import { Trans } from '@lingui/react/macro';
import { Badge, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconHeartHandshake, IconHelpCircle, IconMapPin } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { loginHref } from '../../../app/login-href.ts';
import { useSession } from '../../../app/session.ts';
import { HrefButton } from '../../../components/HrefLink.tsx';
import { ButtonLink } from '../../../components/RouterLinks.tsx';
import type { BusinessAndLocation } from '../../../app/api/decode-business-and-location.ts';
import classes from './BusinessHome.module.css';

/** The business's home (spec §2): who they are, and what a visitor can do here today. */
export function BusinessHome({ data }: { data: BusinessAndLocation }) {
  const { business, location } = data;
  const { user } = useSession();
  const here = useLocation().href;
  const codes = { businessCode: business.shortId, locationCode: location.shortId };
  return (
    <>
      <section className={classes.hero} aria-labelledby="business-home-title">
        <Container size="lg" py={{ base: 40, sm: 72 }}>
          <Stack gap="md" maw={680}>
            <Group gap="xs">
              <Badge variant="white" color="clinicTeal" leftSection={<IconMapPin size={14} aria-hidden />}>
                {location.name}
              </Badge>
            </Group>
            <Title order={1} id="business-home-title" className={classes.title}>
              {business.name}
            </Title>
            {business.tagline ? (
              <Text size="xl" className={classes.tagline}>
                {business.tagline}
              </Text>
            ) : null}
            {user ? (
              <Text size="lg" fw={600}>
                <Trans>Welcome back, {user.firstName}.</Trans>
              </Text>
            ) : null}
            <Group gap="sm" mt="sm">
              {/* What most visitors came for, so it leads. */}
              <ButtonLink
                to="/business/$businessCode/$locationCode/services"
                params={codes}
                size="md"
                variant="white"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                <Trans>Browse services</Trans>
              </ButtonLink>
              {user ? null : (
                <>
                  <HrefButton href={`/auth/signup?redirectUrl=${encodeURIComponent(here)}`} size="md" variant="outline" color="white">
                    <Trans>Create an account</Trans>
                  </HrefButton>
                  <HrefButton href={loginHref(here)} size="md" variant="subtle" color="white">
                    <Trans>Login</Trans>
                  </HrefButton>
                </>
              )}
              <ButtonLink
                to="/business/$businessCode/$locationCode/FAQ"
                params={codes}
                size="md"
                variant="subtle"
                color="white"
                leftSection={<IconHelpCircle size={18} aria-hidden />}
              >
                <Trans>Read the FAQ</Trans>
              </ButtonLink>
            </Group>
          </Stack>
        </Container>
      </section>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {business.description ? (
            <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="business-about">
              <Title order={2} size="h3" id="business-about" mb="xs">
                <Trans>About {business.name}</Trans>
              </Title>
              <Text style={{ whiteSpace: 'pre-line' }}>{business.description}</Text>
            </Paper>
          ) : null}
          <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="business-claim">
            <Group wrap="nowrap" align="flex-start">
              <ThemeIcon size={48} radius="xl" variant="light">
                <IconHeartHandshake size={28} aria-hidden />
              </ThemeIcon>
              <div>
                <Title order={2} size="h3" id="business-claim">
                  <Trans>20,000 treatments delivered</Trans>
                </Title>
                <Text c="dimmed" mt={4}>
                  <Trans>Book consultations, lab tests and treatment programs online, and meet your provider by video.</Trans>
                </Text>
              </div>
            </Group>
          </Paper>
        </SimpleGrid>
      </Container>
    </>
  );
}
