// The business the console works on, when the person administers several (spec §6: one active grant at a time).
// With one business its name is shown as plain text.
import { useLingui } from '@lingui/react/macro';
import { NativeSelect, Text } from '@mantine/core';
import { useSession } from '../../../app/session.ts';
import { adminGrantOf, adminGrantsOf, switchAdminBusiness } from './admin-grant.ts';

export function AdminBusinessPicker() {
  const { t } = useLingui();
  const { user, activeGrant } = useSession();
  const grants = adminGrantsOf(user?.roleGrants ?? []);
  const current = adminGrantOf(user?.roleGrants ?? [], activeGrant);
  if (!current) return null;
  if (grants.length < 2) {
    return (
      <Text fw={600} size="sm" truncate maw={{ base: 150, xs: 260, sm: 360 }}>
        {current.displayName}
      </Text>
    );
  }
  return (
    <NativeSelect
      aria-label={t`Business`}
      size="sm"
      maw={{ base: 170, xs: 280 }}
      value={current.id}
      data={grants.map((grant) => ({ value: grant.id, label: grant.displayName }))}
      onChange={(event) => switchAdminBusiness(event.currentTarget.value)}
    />
  );
}
