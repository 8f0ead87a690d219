import { Trans } from '@lingui/react/macro';
import { Container, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** The service page's shape while it loads. */
export function ServiceDetailSkeleton() {
  return (
    <Container size="lg" py="xl" aria-busy="true">
      <VisuallyHidden role="status">
        <Trans>Loading the service</Trans>
      </VisuallyHidden>
      <Stack gap="xl" aria-hidden>
        <Skeleton h={20} w={160} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'lg', md: 48 }}>
          <Skeleton radius="lg" style={{ aspectRatio: '16 / 10' }} />
          <Stack gap="md" justify="center">
            <Skeleton h={24} w={110} />
            <Skeleton h={40} w="80%" />
            <Skeleton h={22} w="65%" />
            <Skeleton h={150} radius="lg" />
          </Stack>
        </SimpleGrid>
        <Stack gap="sm" maw={760}>
          <Skeleton h={26} w={140} />
          <Skeleton h={16} />
          <Skeleton h={16} w="90%" />
        </Stack>
      </Stack>
    </Container>
  );
}
