import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One numbered part of a desk booking (client, service, visit, time, payment), a landmark named by its title. */
export function DeskSection({ id, step, title, children }: { id: string; step: number; title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h4" id={id}>
          {step}. {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
