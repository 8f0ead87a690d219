import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

type AuthCardProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Lets a multi-step screen move focus to the heading when its step changes. */
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

/** The centred card every auth screen sits in: full width on a phone, at most 480 px on a desktop. */
export function AuthCard({ title, description, titleRef, children }: AuthCardProps) {
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={480} mx="auto" shadow="sm">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2" ref={titleRef} tabIndex={-1} style={{ outline: 'none' }}>
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
