// /account/addresses (spec §2): the saved addresses, default first with its badge, each with edit, make
// default and remove; the empty state says 'No address available' and offers to add one.
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState, Paper, Skeleton, Stack } from '@mantine/core';
import { IconMapPin, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { clientAddressesQueryOptions } from '../../../components/address/api/client-addresses.ts';
import type { BusinessCodes } from '../../../components/layout/nav-items.ts';
import { ButtonLink } from '../../../components/RouterLinks.tsx';
import { AccountPage } from './AccountPage.tsx';
import { AddressCard } from './AddressCard.tsx';
import { QueryView } from './QueryView.tsx';

function AddButton({ codes }: { codes: BusinessCodes }) {
  return (
    <ButtonLink to="/business/$businessCode/$locationCode/account/addresses/add" params={codes} leftSection={<IconPlus size={18} aria-hidden />}>
      <Trans>Add address</Trans>
    </ButtonLink>
  );
}

const skeleton = (
  <Stack gap="sm">
    {[0, 1].map((key) => (
      <Paper key={key} withBorder radius="md" p="md">
        <Skeleton h={18} w="60%" />
        <Skeleton h={14} w="40%" mt="xs" />
        <Skeleton h={30} w={220} mt="md" />
      </Paper>
    ))}
  </Stack>
);

export function AddressesScreen({ codes, clientId }: { codes: BusinessCodes; clientId: string }) {
  const { t } = useLingui();
  const addresses = useQuery({ ...clientAddressesQueryOptions(clientId), staleTime: 0 });
  const hasAddresses = (addresses.data?.length ?? 0) > 0;
  return (
    <AccountPage codes={codes} title={<Trans>Addresses</Trans>} actions={hasAddresses ? <AddButton codes={codes} /> : null}>
      <QueryView query={addresses} skeleton={skeleton}>
        {(list) =>
          list.length === 0 ? (
            <Paper withBorder radius="md" p="xl">
              <EmptyState
                icon={<IconMapPin size={28} aria-hidden />}
                withIndicatorBackground
                title={<Trans>No address available</Trans>}
                description={<Trans>Add the address where you would like your treatments delivered.</Trans>}
              >
                <EmptyState.Actions>
                  <AddButton codes={codes} />
                </EmptyState.Actions>
              </EmptyState>
            </Paper>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Saved addresses`}>
              {list.map((address) => (
                <li key={address.id}>
                  <AddressCard codes={codes} clientId={clientId} address={address} />
                </li>
              ))}
            </Stack>
          )
        }
      </QueryView>
    </AccountPage>
  );
}
