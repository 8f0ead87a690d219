// A product of the catalogue (issue 16): its texts in four languages, type, status, categories, pictures, offers per
// location, medication or lab data and the product page's content blocks. Checked with the server's own rules
// before it is sent; a new product is created once however often Save is pressed (idempotency key).
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Card, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type ReactNode } from 'react';
import { showInfoToast } from '../../../../app/feedback.ts';
import { newIdempotencyKey } from '../../../../app/outbox/idempotency-key.ts';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { readApiError } from '../../../../components/form/api-error.ts';
import { failureMessage } from '../../../../components/form/failure-message.ts';
import { productInputSchema } from '../../../../domain/content/catalogue-input.ts';
import type { ProductType } from '../../../../gql/graphql.ts';
import { useAdminBusiness } from '../../shell/admin-grant.ts';
import type { AdminCategoryView } from '../api/admin-categories.ts';
import { useSaveProduct } from '../api/admin-products.ts';
import { inputOf, type ProductFormValues } from '../lib/product-form.ts';
import { ContentBlocksEditor } from './ContentBlocksEditor.tsx';
import { ImagesField } from './ImagesField.tsx';
import { LocalizedTextField } from './LocalizedTextField.tsx';
import { LabTestFields, MedicationFields, OffersTable } from './ProductOfferFields.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** A form of the business that a product can ask its clients to fill in. */
export type ProductFormOption = { id: string; name: string };

type Props = { productId: string | null; initial: ProductFormValues; categories: AdminCategoryView[]; forms: ProductFormOption[]; currency: string };

export function ProductEditor({ productId, initial, categories, forms, currency }: Props) {
  const { t, i18n } = useLingui();
  const { businessId } = useAdminBusiness();
  const navigate = useNavigate();
  const save = useSaveProduct(businessId);
  const key = useRef(newIdempotencyKey());
  const [values, setValues] = useState(initial);
  const [invalid, setInvalid] = useState<Set<string> | null>(null);
  const set = (change: Partial<ProductFormValues>) => setValues((v) => ({ ...v, ...change }));
  const has = (path: string) => invalid !== null && [...invalid].some((p) => p === path || p.startsWith(`${path}.`));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = inputOf(values);
    const checked = productInputSchema.safeParse(input);
    if (!checked.success) {
      setInvalid(new Set(checked.error.issues.map((issue) => issue.path.join('.'))));
      return;
    }
    setInvalid(null);
    save.mutate(
      { id: productId, idempotencyKey: key.current, input },
      {
        onSuccess: (product) => {
          showInfoToast(msg`Product saved.`);
          if (!productId) void navigate({ to: '/admin/catalogue/products/$productId', params: { productId: product.id } });
        },
      },
    );
  };

  const failure = save.error ? readApiError(save.error) : null;
  const types: { value: ProductType; label: string }[] = [
    { value: 'CONSULTATION', label: t`Consultation` },
    { value: 'PROGRAM', label: t`Program` },
    { value: 'MEDICATION', label: t`Medication` },
    { value: 'LAB_TEST', label: t`Lab test` },
  ];
  return (
    <form onSubmit={submit} noValidate aria-label={t`Product`}>
      <Stack gap="lg">
        <Section title={t`Texts`}>
          <LocalizedTextField label={t`Name`} required value={values.name} onChange={(name) => set({ name })} error={has('name') ? t`Enter a name in English.` : undefined} />
          <LocalizedTextField label={t`Tagline`} value={values.tagline} onChange={(tagline) => set({ tagline })} />
          <LocalizedTextField label={t`Description`} multiline value={values.description} onChange={(description) => set({ description })} />
        </Section>
        <Section title={t`Kind and categories`}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select label={t`Type`} data={types} value={values.productType} allowDeselect={false} onChange={(v) => v && set({ productType: v as ProductType })} />
            <Select
              label={t`Status`}
              data={[
                { value: 'ACTIVE', label: t`Active: shown to clients` },
                { value: 'INACTIVE', label: t`Inactive: hidden` },
              ]}
              value={values.status}
              allowDeselect={false}
              onChange={(v) => v && set({ status: v === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE' })}
            />
            <MultiSelect
              label={t`Categories`}
              required
              data={categories.map((c) => ({ value: c.id, label: c.name.en }))}
              value={values.categoryIds}
              onChange={(categoryIds) => set({ categoryIds })}
              error={has('categoryIds') ? t`Choose at least one category.` : undefined}
            />
            <MultiSelect
              label={t`Forms the client fills in`}
              description={forms.length === 0 ? t`No forms yet: create a pre-assessment under Forms first.` : t`A pre-assessment is asked before the service is added to the cart.`}
              data={forms.map((f) => ({ value: f.id, label: f.name }))}
              value={values.formIds.filter((id) => forms.length === 0 || forms.some((f) => f.id === id))}
              onChange={(formIds) => set({ formIds })}
              disabled={forms.length === 0}
            />
            <NumberInput label={t`Shipping cost (${currency})`} min={0} decimalScale={2} value={values.shippingCost} onChange={(v) => set({ shippingCost: v === '' ? '' : Number(v) })} />
          </SimpleGrid>
          <ImagesField label={t`Product pictures`} images={values.images} onChange={(images) => set({ images })} />
        </Section>
        <Section title={t`Locations and prices`}>
          <OffersTable values={values} set={set} currency={currency} />
          {values.productType === 'MEDICATION' ? <MedicationFields values={values} set={set} currency={currency} /> : null}
          {values.productType === 'LAB_TEST' ? <LabTestFields values={values} set={set} currency={currency} /> : null}
        </Section>
        <Section title={t`Product page`}>
          <ContentBlocksEditor blocks={values.blocks} translations={values.blockTranslations} onChange={(blocks, blockTranslations) => set({ blocks, blockTranslations })} />
        </Section>
        {invalid ? <FormAlert title={t`Some fields need attention`}>{t`Check the fields marked in red and the required texts in English.`}</FormAlert> : null}
        {failure ? <FormAlert title={i18n._(failureMessage(failure))} /> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {productId ? t`Save product` : t`Create product`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
