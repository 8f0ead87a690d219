import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { isOrderItemStatus } from '../../domain/orders/order-item-status.ts';
import { badgeOf } from '../../domain/orders/status-badge.ts';
import { BADGE_COLORS, STATUS_LABELS } from './status-labels.ts';

/** The item's status as a badge (spec §4 badge mapping); an unknown status reads as 'schedule', unlabeled. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const { i18n } = useLingui();
  const kind = badgeOf(status);
  return (
    <Badge color={BADGE_COLORS[kind]} variant="filled" radius="sm" tt="none" data-badge={kind}>
      {isOrderItemStatus(status) ? i18n._(STATUS_LABELS[status]) : '—'}
    </Badge>
  );
}
