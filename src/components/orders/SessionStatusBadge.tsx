import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { isSessionStatus } from '../../domain/scheduling/session-status.ts';
import { CONSOLE_COLORS } from './status-colors.ts';
import { SESSION_STATUS_COLORS, SESSION_STATUS_LABELS } from './session-status-labels.ts';

/** A consultation's status as a badge; an unknown status (a newer server) reads as a plain grey dash. */
export function SessionStatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  if (!isSessionStatus(status)) {
    return (
      <Badge color={CONSOLE_COLORS.quiet} variant="filled" radius="sm" tt="none">
        —
      </Badge>
    );
  }
  return (
    <Badge color={SESSION_STATUS_COLORS[status]} variant="filled" radius="sm" tt="none" data-status={status} style={{ flexShrink: 0 }}>
      {i18n._(SESSION_STATUS_LABELS[status])}
    </Badge>
  );
}
