// /account/addresses/add and /account/addresses/{addressId}: the shared address form, back to the list when saved.
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Paper, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { showInfoToast } from '../../../app/feedback.ts';
import { AddressForm } from '../../../components/address/AddressForm.tsx';
import { clientAddressesQueryOptions } from '../../../components/address/api/client-addresses.ts';
import type { BusinessCodes } from '../../../components/layout/nav-items.ts';
import { AccountPage } from './AccountPage.tsx';
import { QueryView } from './QueryView.tsx';

const ADDRESSES = '/business/$businessCode/$locationCode/account/addresses' as const;
const back = { to: ADDRESSES, label: <Trans>Addresses</Trans> };

function useBackToList(codes: BusinessCodes) {
  const navigate = useNavigate();
  return () => void navigate({ to: ADDRESSES, params: codes });
}

export function AddAddressScreen({ codes, clientId }: { codes: BusinessCodes; clientId: string }) {
  const toList = useBackToList(codes);
  return (
    <AccountPage codes={codes} title={<Trans>Add address</Trans>} back={back}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={640}>
        <AddressForm
          clientId={clientId}
          onSaved={() => {
            showInfoToast(msg`Address saved.`);
            toList();
          }}
          onCancel={toList}
        />
      </Paper>
    </AccountPage>
  );
}

const formSkeleton = (
  <Stack gap="md" maw={640}>
    {[0, 1, 2, 3].map((key) => (
      <Skeleton key={key} h={56} />
    ))}
  </Stack>
);

export function EditAddressScreen({ codes, clientId, addressId }: { codes: BusinessCodes; clientId: string; addressId: string }) {
  const toList = useBackToList(codes);
  const addresses = useQuery(clientAddressesQueryOptions(clientId));
  return (
    <AccountPage codes={codes} title={<Trans>Edit address</Trans>} back={back}>
      <QueryView query={addresses} skeleton={formSkeleton}>
        {(list) => {
          const address = list.find((entry) => entry.id === addressId);
          if (!address) {
            return (
              <Alert color="yellow" variant="light" role="alert">
                <Trans>We couldn't find this address. It may have been removed.</Trans>
              </Alert>
            );
          }
          return (
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={640}>
              <AddressForm
                key={address.id}
                clientId={clientId}
                address={address}
                onSaved={() => {
                  showInfoToast(msg`Address saved.`);
                  toList();
                }}
                onCancel={toList}
              />
            </Paper>
          );
        }}
      </QueryView>
    </AccountPage>
  );
}
