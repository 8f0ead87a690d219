import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { ReceptionClientStatus } from '../../../domain/reception/reception-constants.ts';

/** Spec §3: a client profile's status is shown as active or pending (invited, no password set yet). */
const STATUS_LOOK = {
  ACTIVE: { label: msg({ message: 'Active', context: 'client status' }), color: 'teal' },
  PENDING: { label: msg({ message: 'Pending', context: 'client status' }), color: 'yellow' },
} as const satisfies Record<ReceptionClientStatus, { label: MessageDescriptor; color: string }>;

export function ClientStatusBadge({ status }: { status: ReceptionClientStatus }) {
  const { i18n } = useLingui();
  const look = STATUS_LOOK[status];
  return (
    <Badge color={look.color} variant="light" radius="sm" styles={{ label: { color: `var(--mantine-color-${look.color}-9)` } }}>
      {i18n._(look.label)}
    </Badge>
  );
}
