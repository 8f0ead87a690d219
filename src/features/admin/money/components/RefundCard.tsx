// Refunding an order item: find it by the booking id people read (CB-1001-1), see what it has paid and had back,
// and give back part or all of the rest (to the card it was paid with, the remainder to the client's wallet).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { GraphQLRequestError } from '../../../../app/graphql-client.ts';
import { showInfoToast } from '../../../../app/feedback.ts';
import { newIdempotencyKey } from '../../../../app/outbox/idempotency-key.ts';
import { FactList } from '../../../../components/FactList.tsx';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { readApiError } from '../../../../components/form/api-error.ts';
import { failureMessage } from '../../../../components/form/failure-message.ts';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { adminRefundableQueryOptions, useRefundOrderItem, type AdminRefundableView } from '../api/refund-order-item.ts';
import { refundFormSchema, toMinor, type RefundFormValues } from './money-forms.ts';

function RefundForm({ businessId, item }: { businessId: string; item: AdminRefundableView }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const refund = useRefundOrderItem(businessId, item.displayId);
  const key = useRef(newIdempotencyKey());
  const form = useForm<RefundFormValues>({ mode: 'controlled', initialValues: { amount: '', reason: '' }, validate: schemaResolver(refundFormSchema, { sync: true }), onValuesChange: () => (key.current = newIdempotencyKey()) });
  const field = (path: keyof RefundFormValues) => ({ ...form.getInputProps(path), error: errorText(form.errors[path]) });
  const show = (minor: number) => formatMoney(minor, item.currencyCode, i18n.locale);
  const tooLarge = refund.error instanceof GraphQLRequestError && refund.error.reason === 'REFUND_TOO_LARGE';
  const submit = form.onSubmit((values) => {
    const parsed = refundFormSchema.parse(values);
    const amount = toMinor(parsed.amount, item.currencyCode);
    if (amount > item.refundable) {
      form.setFieldError('amount', t`At most ${show(item.refundable)} can be refunded.`);
      return;
    }
    refund.mutate(
      { idempotencyKey: key.current, orderItemId: item.orderItemId, amount, reason: parsed.reason },
      {
        onSuccess: () => {
          form.setValues({ amount: '', reason: '' });
          key.current = newIdempotencyKey();
          showInfoToast(msg`Refund made.`);
        },
      },
    );
  });
  return (
    <Stack gap="sm">
      <FactList
        facts={[
          { label: t`Service`, value: item.productName },
          { label: t`Paid`, value: show(item.paid) },
          { label: t`Already refunded`, value: show(item.refunded) },
          { label: t`Can still be refunded`, value: show(item.refundable) },
        ]}
      />
      {item.refundable > 0 ? (
        <form onSubmit={submit} noValidate aria-label={t`Refund ${item.displayId}`}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NumberInput label={t`Amount to refund (${item.currencyCode})`} min={0} decimalScale={2} clampBehavior="none" required {...field('amount')} />
              <TextInput label={t`Reason`} required {...field('reason')} />
            </SimpleGrid>
            {refund.error ? <FormAlert title={tooLarge ? t`This is more than the item can still get back.` : i18n._(failureMessage(readApiError(refund.error)))} /> : null}
            <Group justify="flex-end">
              <Button type="submit" color="red" loading={refund.isPending}>
                <Trans>Refund</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Text c="dimmed">
          <Trans>Nothing is left to refund on this item.</Trans>
        </Text>
      )}
    </Stack>
  );
}

export function RefundCard({ businessId }: { businessId: string }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [displayId, setDisplayId] = useState('');
  const query = useQuery({ ...adminRefundableQueryOptions(businessId, displayId), enabled: displayId !== '' });
  const notFound = query.error instanceof GraphQLRequestError && query.error.code === 'NOT_FOUND';
  return (
    <Stack gap="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setDisplayId(typed.trim().toUpperCase());
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput label={t`Booking item ID`} description={t`As on the booking, for example CB-1001-1.`} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} style={{ flex: 1, minWidth: 180 }} />
          <Button type="submit" variant="light" loading={query.isFetching}>
            <Trans>Find</Trans>
          </Button>
        </Group>
      </form>
      {notFound ? <FormAlert color="yellow" title={t`No booking item ${displayId} at this business.`} /> : null}
      {query.data ? <RefundForm key={query.data.orderItemId} businessId={businessId} item={query.data} /> : null}
    </Stack>
  );
}
