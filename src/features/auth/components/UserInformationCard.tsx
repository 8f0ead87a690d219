import { Trans } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { Snapshot } from 'valtio';
import type { Me } from '../../../app/session.ts';
import { useGuardedSignOut } from '../../../components/GuardedSignOut.tsx';
import { formatDobForInput } from '../../../domain/validation/dob.ts';
import { formatUsPhone } from '../../../components/form/input-format.ts';

/** The signed-in user's details from `me` (spec §2 /auth/user-information) with the way to sign out. */
export function UserInformationCard({ user }: { user: Snapshot<Me> }) {
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useGuardedSignOut();
  const notGiven = (
    <Text span c="dimmed">
      <Trans>Not given</Trans>
    </Text>
  );
  const rows = [
    { label: <Trans>Name</Trans>, value: `${user.firstName} ${user.lastName}` },
    { label: <Trans>Email</Trans>, value: user.email },
    { label: <Trans>Phone</Trans>, value: user.phone ? formatUsPhone(user.phone) : notGiven },
    { label: <Trans>Date of birth</Trans>, value: (user.dob && formatDobForInput(user.dob)) || notGiven },
    { label: <Trans>Time zone</Trans>, value: user.timezone ?? notGiven },
  ];

  return (
    <Stack gap="lg">
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={index}>
              <Table.Th w={{ base: 120, sm: 160 }}>{row.label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.value}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th>
              <Trans>Roles</Trans>
            </Table.Th>
            <Table.Td>
              {user.roleGrants.length === 0 ? (
                notGiven
              ) : (
                <Group gap={6}>
                  {user.roleGrants.map((grant) => (
                    <Badge key={grant.id} variant="light" tt="none" title={grant.roleName}>
                      {grant.displayName}
                    </Badge>
                  ))}
                </Group>
              )}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Group justify="flex-end">
        <Button
          variant="default"
          loading={signingOut}
          onClick={() => {
            setSigningOut(true);
            void signOut.start().finally(() => setSigningOut(false));
          }}
        >
          <Trans>Sign out</Trans>
        </Button>
        {signOut.dialog}
      </Group>
    </Stack>
  );
}
