import { Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type StatusPageProps = { icon: ReactNode; title: ReactNode; children?: ReactNode; actions?: ReactNode };

/** The shared look of the 404, error, invalid-business and unauthorized pages. */
export function StatusPage({ icon, title, children, actions }: StatusPageProps) {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        {children ? (
          <Text c="dimmed" maw={480}>
            {children}
          </Text>
        ) : null}
        {actions ? <Stack gap="sm" w={{ base: '100%', xs: 'auto' }} mt="sm">{actions}</Stack> : null}
      </Stack>
    </Container>
  );
}
