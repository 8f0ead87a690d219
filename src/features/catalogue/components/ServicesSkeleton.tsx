import { Trans } from '@lingui/react/macro';
import { Card, Container, Group, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** What the services list looks like while it loads: the same shapes, so nothing jumps when it arrives. */
export function ServicesSkeleton() {
  return (
    <Container size="lg" py="xl" aria-busy="true">
      <VisuallyHidden role="status">
        <Trans>Loading services</Trans>
      </VisuallyHidden>
      <Stack gap="xl" aria-hidden>
        <Stack gap="xs">
          <Skeleton h={36} w={200} />
          <Skeleton h={20} w={{ base: '90%', sm: 420 }} />
        </Stack>
        <Group gap="sm" wrap="nowrap" style={{ overflow: 'hidden' }}>
          {[0, 1, 2, 3, 4].map((key) => (
            <Skeleton key={key} h={118} w={150} style={{ flex: '0 0 auto' }} />
          ))}
        </Group>
        <Skeleton h={28} w={180} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
          {[0, 1, 2].map((key) => (
            <Card key={key} withBorder radius="lg" padding="lg">
              <Card.Section>
                <Skeleton h={180} radius={0} />
              </Card.Section>
              <Skeleton h={22} mt="md" w="70%" />
              <Skeleton h={16} mt="sm" />
              <Skeleton h={20} mt="lg" w={100} />
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
