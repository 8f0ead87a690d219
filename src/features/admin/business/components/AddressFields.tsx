// A postal address of the clinic (business or location): US addresses, state from the list.
import { useLingui } from '@lingui/react/macro';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { US_STATES } from '../../../../domain/admin/admin-rules.ts';

export type AddressValues = { addressLine1: string; addressLine2: string; city: string; state: string; country: string; zipcode: string };
export const emptyAddress = (): AddressValues => ({ addressLine1: '', addressLine2: '', city: '', state: 'NY', country: 'US', zipcode: '' });
export const addressValues = (a: { addressLine1: string; addressLine2?: string | null; city: string; state: string; country: string; zipcode: string } | null | undefined): AddressValues =>
  a ? { addressLine1: a.addressLine1, addressLine2: a.addressLine2 ?? '', city: a.city, state: a.state, country: a.country, zipcode: a.zipcode } : emptyAddress();

export function AddressFields<V>({ form, path, errorText }: { form: UseFormReturnType<V>; path: string; errorText: (error: unknown) => string | undefined }) {
  const { t } = useLingui();
  const field = (name: keyof AddressValues) => ({ ...form.getInputProps(`${path}.${name}`), error: errorText(form.errors[`${path}.${name}`]) });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label={t`Address line 1`} required autoComplete="address-line1" {...field('addressLine1')} />
      <TextInput label={t`Address line 2`} autoComplete="address-line2" {...field('addressLine2')} />
      <TextInput label={t`City`} required autoComplete="address-level2" {...field('city')} />
      <NativeSelect label={t`State`} data={[...US_STATES]} {...field('state')} />
      <TextInput label={t`Zip code`} required inputMode="numeric" autoComplete="postal-code" {...field('zipcode')} />
    </SimpleGrid>
  );
}
