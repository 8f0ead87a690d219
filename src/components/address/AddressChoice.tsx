// One address of a booking (checkout's shipping or billing, a medication order's, a front desk callout's): the client's saved addresses as radios, and a new one added
// in place with the shared address form, chosen as soon as it is saved.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { AddressForm } from './AddressForm.tsx';
import { addressLines } from './address-lines.ts';
import { APT_PREFIX } from './AddressLines.tsx';
import type { SavedAddress } from './api/client-addresses.ts';

type Props = {
  readonly clientId: string;
  readonly legend: ReactNode;
  readonly addresses: readonly SavedAddress[];
  readonly value: string | null;
  readonly onChange: (addressId: string) => void;
  readonly error?: ReactNode;
  readonly addLabel: ReactNode;
};

export function AddressChoice({ clientId, legend, addresses, value, onChange, error, addLabel }: Props) {
  const { i18n } = useLingui();
  const [adding, setAdding] = useState(false);
  const apt = i18n._(APT_PREFIX);
  return (
    <Stack gap="sm">
      {addresses.length > 0 ? (
        <Radio.Group value={value} onChange={onChange} label={legend} error={error}>
          <Stack gap="xs" mt="xs">
            {addresses.map((address) => {
              const [first, ...rest] = addressLines(address, apt);
              return (
                <Radio
                  key={address.id}
                  value={address.id}
                  label={first}
                  description={rest.join(', ')}
                />
              );
            })}
          </Stack>
        </Radio.Group>
      ) : (
        <Stack gap={4}>
          <Text fw={500} size="sm">
            {legend}
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>You have no saved address yet.</Trans>
          </Text>
          {error ? (
            <Text size="sm" c="red.8">
              {error}
            </Text>
          ) : null}
        </Stack>
      )}
      {adding ? (
        <Paper withBorder radius="md" p="md">
          <AddressForm
            clientId={clientId}
            withDefaultOption={addresses.length > 0}
            submitLabel={<Trans>Save and use this address</Trans>}
            onSaved={(address) => {
              setAdding(false);
              onChange(address.id);
            }}
            onCancel={() => setAdding(false)}
          />
        </Paper>
      ) : (
        <div>
          <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setAdding(true)}>
            {addLabel}
          </Button>
        </div>
      )}
    </Stack>
  );
}
