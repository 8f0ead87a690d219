import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Text } from '@mantine/core';
import { addressLines } from './address-lines.ts';

/** The spec's prefix for line 1 (§5), translated. */
export const APT_PREFIX = msg`Apt`;

type AddressLinesProps = {
  address: { addressLine1: string; addressLine2?: string | null; city: string; state: string; zipcode: string };
  size?: 'sm' | 'md';
};

/** A saved address as its lines (line 1 with the 'Apt' prefix). */
export function AddressLines({ address, size = 'sm' }: AddressLinesProps) {
  const { i18n } = useLingui();
  const [first, ...rest] = addressLines(address, i18n._(APT_PREFIX));
  return (
    <div>
      <Text size={size} fw={600}>
        {first}
      </Text>
      {rest.map((line) => (
        <Text key={line} size={size} c="dimmed">
          {line}
        </Text>
      ))}
    </div>
  );
}
