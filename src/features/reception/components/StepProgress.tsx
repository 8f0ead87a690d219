import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type StepProgressProps = { step: number; of: number; percent: number; title: ReactNode };

/** "Step 1 of 3" with the form's progress bar (spec §2: 20% after name details, 100% with the address). */
export function StepProgress({ step, of, percent, title }: StepProgressProps) {
  const { t } = useLingui();
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>
            Step {step} of {of}
          </Trans>
        </Text>
      </Group>
      <Progress value={percent} size="md" radius="xl" aria-label={t`Form progress: ${percent}%`} transitionDuration={200} />
    </Stack>
  );
}
