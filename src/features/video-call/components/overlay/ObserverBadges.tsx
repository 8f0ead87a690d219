// Issue 15: both sides of a call see that someone from the front desk is observing, by name.
import { Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import classes from './CallOverlay.module.css';

export function ObserverBadges({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <div className={classes.observers} role="status" data-testid="call-observers">
      {names.map((name) => (
        <Group key={name} gap={6} wrap="nowrap" className={classes.observer}>
          <IconEye size={16} aria-hidden />
          <Text size="sm" fw={500} c="inherit">
            <Trans>Observer: {name}</Trans>
          </Text>
        </Group>
      ))}
    </div>
  );
}
