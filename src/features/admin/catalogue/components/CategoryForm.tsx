// One category (issue 16): code, texts in four languages, pictures, the medication rules of spec §3 and its place
// and status. Checked with the server's own rules first; a new category is created once per key.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Card, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { showInfoToast } from '../../../../app/feedback.ts';
import { newIdempotencyKey } from '../../../../app/outbox/idempotency-key.ts';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { readApiError } from '../../../../components/form/api-error.ts';
import { failureMessage } from '../../../../components/form/failure-message.ts';
import { categoryInputSchema } from '../../../../domain/content/catalogue-input.ts';
import type { AdminCategoryInput } from '../../../../gql/graphql.ts';
import { useAdminBusiness } from '../../shell/admin-grant.ts';
import { useSaveCategory, type AdminCategoryView } from '../api/admin-categories.ts';
import { textsOf } from '../lib/product-form.ts';
import { ImagesField } from './ImagesField.tsx';
import { LocalizedTextField } from './LocalizedTextField.tsx';

function valuesOf(category: AdminCategoryView | null, nextSortOrder: number): AdminCategoryInput {
  return {
    code: category?.code ?? '',
    name: textsOf(category?.name),
    description: textsOf(category?.description),
    status: category?.status ?? 'ACTIVE',
    sortOrder: category?.sortOrder ?? nextSortOrder,
    medicationSelectionOptional: category?.medicationSelectionOptional ?? false,
    mutuallyExclusiveMedication: category?.mutuallyExclusiveMedication ?? false,
    images: (category?.images ?? []).map((i) => ({ url: i.url, type: i.type })),
  };
}

type Props = { category: AdminCategoryView | null; nextSortOrder: number; onDone: () => void };

export function CategoryForm({ category, nextSortOrder, onDone }: Props) {
  const { t, i18n } = useLingui();
  const { businessId } = useAdminBusiness();
  const save = useSaveCategory(businessId);
  const key = useRef(newIdempotencyKey());
  const [values, setValues] = useState(() => valuesOf(category, nextSortOrder));
  const [invalid, setInvalid] = useState<Set<string> | null>(null);
  const set = (change: Partial<AdminCategoryInput>) => setValues((v) => ({ ...v, ...change }));
  const has = (path: string) => invalid?.has(path) === true;
  const failure = save.error ? readApiError(save.error) : null;
  const title = category ? t`Edit ${category.name.en}` : t`New category`;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = categoryInputSchema.safeParse(values);
    if (!checked.success) {
      setInvalid(new Set(checked.error.issues.map((issue) => String(issue.path[0]))));
      return;
    }
    setInvalid(null);
    save.mutate(
      { id: category?.id ?? null, idempotencyKey: key.current, input: values },
      {
        onSuccess: () => {
          showInfoToast(msg`Category saved.`);
          onDone();
        },
      },
    );
  };

  return (
    <Card withBorder padding="md" radius="md">
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <Title order={2} size="h3">
            {title}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label={t`Code (product line label)`}
              description={t`Capital letters, digits and _ (for example WEIGHTLOSS).`}
              required
              value={values.code}
              onChange={(e) => set({ code: e.currentTarget.value })}
              error={has('code') || failure?.fields['code'] ? t`Use 2 to 32 capital letters, digits or _, not already used by another category.` : undefined}
            />
            <Select
              label={t`Status`}
              data={[
                { value: 'ACTIVE', label: t`Active: shown to clients` },
                { value: 'INACTIVE', label: t`Inactive: hidden` },
              ]}
              value={values.status}
              allowDeselect={false}
              onChange={(v) => v && set({ status: v })}
            />
            <NumberInput label={t`Order in the list`} min={0} value={values.sortOrder} onChange={(v) => set({ sortOrder: v === '' ? 0 : Number(v) })} />
          </SimpleGrid>
          <LocalizedTextField label={t`Name`} required value={textsOf(values.name)} onChange={(name) => set({ name })} error={has('name') ? t`Enter a name in English.` : undefined} />
          <LocalizedTextField label={t`Description`} multiline value={textsOf(values.description)} onChange={(description) => set({ description })} />
          <Checkbox
            label={t`Choosing a medication is optional`}
            checked={values.medicationSelectionOptional}
            onChange={(e) => set({ medicationSelectionOptional: e.currentTarget.checked })}
          />
          <Checkbox
            label={t`Only one medication of this category at a time`}
            checked={values.mutuallyExclusiveMedication}
            onChange={(e) => set({ mutuallyExclusiveMedication: e.currentTarget.checked })}
          />
          <ImagesField label={t`Category pictures`} images={values.images} onChange={(images) => set({ images })} />
          {invalid ? <FormAlert title={t`Some fields need attention`} /> : null}
          {failure && !failure.fields['code'] ? <FormAlert title={i18n._(failureMessage(failure))} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t`Cancel`}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {category ? t`Save category` : t`Create category`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
