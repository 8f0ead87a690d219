// The card's billing address (spec §5: 'Please select a billing address to proceed'): one of the client's saved
// addresses, the default chosen at first; a new one can be added in a dialog without leaving the card form.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { addressOneLine } from '../address/address-lines.ts';
import { AddressForm } from '../address/AddressForm.tsx';
import { APT_PREFIX } from '../address/AddressLines.tsx';
import { clientAddressesQueryOptions } from '../address/api/client-addresses.ts';

type BillingAddressPickerProps = {
  clientId: string;
  /** The chosen address id ('' for none). */
  value: string;
  error?: string;
  onChange: (addressId: string) => void;
};

export function BillingAddressPicker({ clientId, value, error, onChange }: BillingAddressPickerProps) {
  const { t, i18n } = useLingui();
  const addresses = useQuery(clientAddressesQueryOptions(clientId));
  const [adding, setAdding] = useState(false);
  const list = addresses.data ?? [];
  const fallback = list.find((address) => address.isDefault)?.id ?? list[0]?.id;

  // The default address is the billing address unless the client picks another.
  useEffect(() => {
    if (!value && fallback) onChange(fallback);
  }, [value, fallback, onChange]);

  const options = list.map((address) => ({ value: address.id, label: addressOneLine(address, i18n._(APT_PREFIX)) }));

  return (
    <Stack gap={6}>
      <Select
        label={<Trans>Billing address</Trans>}
        required
        data={options}
        value={value || null}
        onChange={(id) => onChange(id ?? '')}
        placeholder={addresses.isPending ? t`Loading your addresses…` : t`Choose a billing address`}
        error={error}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      {addresses.isSuccess && list.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>You have no saved address yet. Add one to use as the billing address.</Trans>
        </Text>
      ) : null}
      <Group>
        <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setAdding(true)}>
          <Trans>Add a billing address</Trans>
        </Button>
      </Group>
      <Modal opened={adding} onClose={() => setAdding(false)} title={<Trans>Add a billing address</Trans>} size="lg">
        <AddressForm
          clientId={clientId}
          withDefaultOption={false}
          onSaved={(address) => {
            onChange(address.id);
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      </Modal>
    </Stack>
  );
}
