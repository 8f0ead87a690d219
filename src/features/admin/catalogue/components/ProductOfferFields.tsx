// Where the product is sold (price and place in the list per location) and what its type needs: a medication's
// doses and prices, shipping and controlled-substance flag; a lab test's sku and selling price.
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Checkbox, NumberInput, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { newId, type ProductFormValues } from '../lib/product-form.ts';

type Props = { values: ProductFormValues; set: (change: Partial<ProductFormValues>) => void; currency: string };

const toNumber = (value: string | number): number | '' => (value === '' ? '' : Number(value));

export function OffersTable({ values, set, currency }: Props) {
  const { t } = useLingui();
  const change = (index: number, patch: Partial<ProductFormValues['offers'][number]>) => set({ offers: values.offers.map((o, i) => (i === index ? { ...o, ...patch } : o)) });
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table aria-label={t`Price and order per location`} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Location`}</Table.Th>
            <Table.Th>{t`Starting price (${currency})`}</Table.Th>
            <Table.Th>{t`Order in the list`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {values.offers.map((offer, index) => (
            <Table.Tr key={offer.locationId}>
              <Table.Td>
                <Checkbox label={t`Sold at ${offer.locationName}`} checked={offer.offered} onChange={(e) => change(index, { offered: e.currentTarget.checked })} />
              </Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={t`Starting price at ${offer.locationName}`}
                  min={0}
                  decimalScale={2}
                  disabled={!offer.offered}
                  value={offer.price}
                  onChange={(v) => change(index, { price: toNumber(v) })}
                  w={120}
                />
              </Table.Td>
              <Table.Td>
                <NumberInput aria-label={t`Order at ${offer.locationName}`} min={0} disabled={!offer.offered} value={offer.sortOrder} onChange={(v) => change(index, { sortOrder: toNumber(v) })} w={90} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function MedicationFields({ values, set, currency }: Props) {
  const { t } = useLingui();
  const medication = values.medication;
  const setMedication = (patch: Partial<ProductFormValues['medication']>) => set({ medication: { ...medication, ...patch } });
  const setDose = (index: number, patch: Partial<ProductFormValues['medication']['doses'][number]>) => setMedication({ doses: medication.doses.map((d, i) => (i === index ? { ...d, ...patch } : d)) });
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">{t`Medication`}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput label={t`Medication shipping (${currency})`} min={0} decimalScale={2} value={medication.shippingCost} onChange={(v) => setMedication({ shippingCost: toNumber(v) })} />
        <Checkbox mt="lg" label={t`Controlled substance`} checked={medication.controlledSubstance} onChange={(e) => setMedication({ controlledSubstance: e.currentTarget.checked })} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">{t`Doses offered, each with the price of one month. The lowest dose is charged at order time.`}</Text>
      {medication.doses.map((dose, index) => (
        <SimpleGrid key={dose.id} cols={{ base: 2, sm: 5 }} spacing="xs" verticalSpacing="xs">
          <TextInput label={t`Dose ${index + 1} name`} value={dose.dosageName} onChange={(e) => setDose(index, { dosageName: e.currentTarget.value })} />
          <NumberInput label={t`Dose ${index + 1} amount`} min={0} decimalScale={4} required value={dose.dose} onChange={(v) => setDose(index, { dose: toNumber(v) })} />
          <TextInput label={t`Dose ${index + 1} unit`} required value={dose.doseUnit} onChange={(e) => setDose(index, { doseUnit: e.currentTarget.value })} />
          <NumberInput label={t`Dose ${index + 1} price (${currency})`} min={0} decimalScale={2} required value={dose.price} onChange={(v) => setDose(index, { price: toNumber(v) })} />
          <ActionIcon mt="xl" variant="subtle" color="red" aria-label={t`Remove dose ${index + 1}`} onClick={() => setMedication({ doses: medication.doses.filter((_, i) => i !== index) })}>
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        </SimpleGrid>
      ))}
      <Button variant="light" size="xs" w="fit-content" onClick={() => setMedication({ doses: [...medication.doses, { id: newId(), dosageName: '', dose: '', doseUnit: 'mg', price: '' }] })}>
        {t`Add a dose`}
      </Button>
    </Stack>
  );
}

export function LabTestFields({ values, set, currency }: Props) {
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">{t`Lab test`}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t`SKU`} required value={values.labTest.sku} onChange={(e) => set({ labTest: { ...values.labTest, sku: e.currentTarget.value } })} />
        <NumberInput label={t`Selling price (${currency})`} min={0} decimalScale={2} required value={values.labTest.sellingPrice} onChange={(v) => set({ labTest: { ...values.labTest, sellingPrice: toNumber(v) } })} />
      </SimpleGrid>
    </Stack>
  );
}
