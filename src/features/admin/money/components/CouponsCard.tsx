// Promo codes (spec §5: digits only): the business's codes with their saving and expiry, a new one, and ending
// one (it stops applying now; orders that used it keep it).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, NumberInput, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useRef } from 'react';
import { showInfoToast } from '../../../../app/feedback.ts';
import { newIdempotencyKey } from '../../../../app/outbox/idempotency-key.ts';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { readApiError } from '../../../../components/form/api-error.ts';
import { failureMessage } from '../../../../components/form/failure-message.ts';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { useCreateCoupon, useEndCoupon, type AdminMoneyView } from '../api/admin-money.ts';
import { couponFormSchema, endOfDay, toMinor, type CouponFormValues } from './money-forms.ts';

const blank: CouponFormValues = { code: '', savingType: 'PERCENT', savingValue: '', expiresOn: '' };

export function CouponsCard({ money }: { money: AdminMoneyView }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const create = useCreateCoupon(money.businessId);
  const end = useEndCoupon(money.businessId);
  const key = useRef(newIdempotencyKey());
  const form = useForm<CouponFormValues>({ mode: 'controlled', initialValues: blank, validate: schemaResolver(couponFormSchema, { sync: true }), onValuesChange: () => (key.current = newIdempotencyKey()) });
  const field = (path: keyof CouponFormValues) => ({ ...form.getInputProps(path), error: errorText(form.errors[path]) });
  const now = Date.now();
  const submit = form.onSubmit((values) => {
    const parsed = couponFormSchema.parse(values);
    const savingValue = parsed.savingType === 'PERCENT' ? Math.round(parsed.savingValue * 100) : toMinor(parsed.savingValue, money.currencyCode);
    create.mutate(
      { idempotencyKey: key.current, businessId: money.businessId, code: parsed.code, savingType: parsed.savingType, savingValue, expiresAt: endOfDay(parsed.expiresOn) },
      {
        onSuccess: () => {
          form.setValues(blank);
          key.current = newIdempotencyKey();
          showInfoToast(msg`Promo code added.`);
        },
      },
    );
  });
  const createFailure = create.error ? readApiError(create.error) : null;
  const codeTaken = create.error && 'reason' in create.error && create.error.reason === 'COUPON_CODE_TAKEN';
  return (
    <Stack gap="md">
      {money.coupons.length === 0 ? (
        <Text c="dimmed">
          <Trans>No promo codes yet.</Trans>
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={300} type="native" tabIndex={0}>
          <Table verticalSpacing="xs" aria-label={t`Promo codes`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Code</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Saving</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Applies until</Trans>
                </Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {money.coupons.map((coupon) => {
                const ended = coupon.expiresAt !== null && coupon.expiresAt !== undefined && new Date(coupon.expiresAt).getTime() <= now;
                return (
                  <Table.Tr key={coupon.id}>
                    <Table.Td>{coupon.code}</Table.Td>
                    <Table.Td>{coupon.savingType === 'PERCENT' ? `${coupon.savingValue / 100}%` : formatMoney(coupon.savingValue, money.currencyCode, i18n.locale)}</Table.Td>
                    <Table.Td>{coupon.expiresAt ? i18n.date(coupon.expiresAt, { dateStyle: 'medium' }) : t`No end date`}</Table.Td>
                    <Table.Td>
                      {ended ? (
                        <Badge color="gray.8" variant="outline" tt="none">
                          <Trans>Ended</Trans>
                        </Badge>
                      ) : (
                        <Button size="xs" variant="subtle" color="red" loading={end.isPending && end.variables === coupon.id} onClick={() => end.mutate(coupon.id)} aria-label={t`End promo code ${coupon.code}`}>
                          <Trans>End now</Trans>
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <form onSubmit={submit} noValidate aria-label={t`New promo code`}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
            <TextInput label={t`Code (digits)`} inputMode="numeric" required {...field('code')} error={codeTaken ? t`This code is already in use.` : errorText(form.errors['code'])} />
            <Select label={t`Saving`} data={[{ value: 'PERCENT', label: t`Percentage` }, { value: 'AMOUNT', label: t`Amount` }]} allowDeselect={false} {...field('savingType')} />
            <NumberInput label={form.values.savingType === 'PERCENT' ? t`Percent off` : t`Amount off (${money.currencyCode})`} min={0} decimalScale={2} clampBehavior="none" required {...field('savingValue')} />
            <TextInput label={t`Last day (optional)`} type="date" {...field('expiresOn')} />
          </SimpleGrid>
          {createFailure && !codeTaken ? <FormAlert title={i18n._(failureMessage(createFailure))} /> : null}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              <Trans>Add promo code</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
