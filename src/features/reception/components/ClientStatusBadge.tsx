import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { CONSOLE_COLORS } from '../../../components/orders/status-colors.ts';
import type { ReceptionClientStatus } from '../../../domain/reception/reception-constants.ts';

/** Spec §3: a client profile's status is shown as active or pending (invited, no password set yet); white text on
 * colours dark enough for AA contrast (status-colors.ts). */
const STATUS_LOOK = {
  ACTIVE: { label: msg({ message: 'Active', context: 'client status' }), color: CONSOLE_COLORS.done },
  PENDING: { label: msg({ message: 'Pending', context: 'client status' }), color: CONSOLE_COLORS.scheduled },
} as const satisfies Record<ReceptionClientStatus, { label: MessageDescriptor; color: string }>;

export function ClientStatusBadge({ status }: { status: ReceptionClientStatus }) {
  const { i18n } = useLingui();
  const look = STATUS_LOOK[status];
  return (
    <Badge color={look.color} variant="filled" radius="sm" tt="none" style={{ flexShrink: 0 }}>
      {i18n._(look.label)}
    </Badge>
  );
}
