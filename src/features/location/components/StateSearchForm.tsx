// The typed search of /near (spec §2): a state, and optionally city and zip code. There is no geocoder, so city
// and zip only put a location in that city or zip first; the state decides which locations serve the person.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { zipSchema } from '../../../domain/validation/zip.ts';
import { digitsOnly } from '../../../components/form/input-format.ts';
import type { StateOption } from '../api/us-states.ts';

export type StateSearch = { readonly state: string; readonly city?: string; readonly zipcode?: string };

const ZIP_LENGTH = 5;
const chooseStateMessage = msg`Choose a state`;
const zipMessage = msg`Enter a 5-digit zip code`;

type Props = {
  readonly states: readonly StateOption[] | undefined;
  readonly statesLoading: boolean;
  readonly searching: boolean;
  readonly onSearch: (search: StateSearch) => void;
};

export function StateSearchForm({ states, statesLoading, searching, onSearch }: Props) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<string | null>(null);
  const [city, setCity] = useState('');
  const [zipcode, setZipcode] = useState('');
  const [errors, setErrors] = useState<{ state?: string; zipcode?: string }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: { state?: string; zipcode?: string } = {};
    if (!state) next.state = i18n._(chooseStateMessage);
    if (zipcode !== '' && !zipSchema.safeParse(zipcode).success) next.zipcode = i18n._(zipMessage);
    setErrors(next);
    if (next.state || next.zipcode) {
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    if (state) onSearch({ state, city: city.trim() || undefined, zipcode: zipcode || undefined });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t`Search by state`}>
      <Stack gap="md">
        <Select
          label={<Trans>State</Trans>}
          required
          searchable
          data={(states ?? []).map((option) => ({ value: option.isoCode, label: option.name }))}
          value={state}
          onChange={(value) => {
            setState(value);
            setErrors((current) => ({ ...current, state: undefined }));
          }}
          // Disabled until the list is there: a state typed before it arrives would find no option to pick.
          disabled={statesLoading}
          placeholder={statesLoading ? t`Loading states…` : t`Choose your state`}
          nothingFoundMessage={<Trans>No state found</Trans>}
          autoComplete="address-level1"
          error={errors.state}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={<Trans>City (optional)</Trans>} autoComplete="address-level2" value={city} onChange={(event) => setCity(event.currentTarget.value)} />
          <TextInput
            label={<Trans>Zip code (optional)</Trans>}
            inputMode="numeric"
            autoComplete="postal-code"
            value={zipcode}
            error={errors.zipcode}
            onChange={(event) => {
              setZipcode(digitsOnly(event.currentTarget.value, ZIP_LENGTH));
              setErrors((current) => ({ ...current, zipcode: undefined }));
            }}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" variant="light" loading={searching}>
            <Trans>Find locations</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
