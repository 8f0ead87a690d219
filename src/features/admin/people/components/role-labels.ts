// The staff roles as the admin reads them (a typed table: a new role fails to compile until it has a label).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffRole } from '../../../../domain/admin/admin-rules.ts';

export const STAFF_ROLE_LABELS = {
  BUSINESS_ADMIN: msg`Business admin`,
  RECEPTIONIST: msg`Receptionist`,
  HEALTHCARE_PROVIDER: msg`Healthcare provider`,
  SERVICE_PROVIDER: msg`Service provider`,
} as const satisfies Record<StaffRole, MessageDescriptor>;
