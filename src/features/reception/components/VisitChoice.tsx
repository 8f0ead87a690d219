// The Callout or Facility toggle of a desk booking (spec §3): at the facility, or a callout to one of the
// client's addresses (a new one can be added in place).
import { Trans, useLingui } from '@lingui/react/macro';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AddressChoice } from '../../../components/address/AddressChoice.tsx';
import { clientAddressesQueryOptions } from '../../../components/address/api/client-addresses.ts';
import type { DeskVisit } from '../lib/desk-booking.ts';

type VisitChoiceProps = {
  clientId: string;
  visit: DeskVisit;
  onVisitChange: (visit: DeskVisit) => void;
  addressId: string | null;
  onAddressChange: (addressId: string) => void;
  addressError?: string | null;
};

export function VisitChoice({ clientId, visit, onVisitChange, addressId, onAddressChange, addressError }: VisitChoiceProps) {
  const { t } = useLingui();
  const addresses = useQuery({ ...clientAddressesQueryOptions(clientId), enabled: visit === 'CALLOUT' });
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t`Where the visit takes place`}
        data={[
          { value: 'FACILITY', label: t`Facility` },
          { value: 'CALLOUT', label: t`Callout` },
        ]}
        value={visit}
        onChange={(value) => onVisitChange(value === 'CALLOUT' ? 'CALLOUT' : 'FACILITY')}
        maw={320}
      />
      {visit === 'FACILITY' ? (
        <Text size="sm" c="dimmed">
          <Trans>The client comes to the location.</Trans>
        </Text>
      ) : (
        <AddressChoice
          clientId={clientId}
          legend={<Trans>Visit address</Trans>}
          addresses={addresses.data ?? []}
          value={addressId}
          onChange={onAddressChange}
          error={addressError ?? undefined}
          addLabel={<Trans>Add a visit address</Trans>}
        />
      )}
    </Stack>
  );
}
