// Gift cards issued (spec §9: 16-digit numbers): the organization's cards with what each was issued for and what
// is left, and issuing a new one. The number is shown once, in the answer: only its last four are kept.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Code, Group, NumberInput, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../../app/outbox/idempotency-key.ts';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { readApiError } from '../../../../components/form/api-error.ts';
import { failureMessage } from '../../../../components/form/failure-message.ts';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { useIssueGiftCard, type AdminMoneyView } from '../api/admin-money.ts';
import { endOfDay, giftCardFormSchema, toMinor, type GiftCardFormValues } from './money-forms.ts';

const groupsOfFour = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

export function GiftCardsCard({ money }: { money: AdminMoneyView }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const issue = useIssueGiftCard(money.businessId);
  const key = useRef(newIdempotencyKey());
  const [issued, setIssued] = useState<{ number: string; amount: number } | null>(null);
  const form = useForm<GiftCardFormValues>({ mode: 'controlled', initialValues: { amount: '', expiresOn: '' }, validate: schemaResolver(giftCardFormSchema, { sync: true }), onValuesChange: () => (key.current = newIdempotencyKey()) });
  const field = (path: keyof GiftCardFormValues) => ({ ...form.getInputProps(path), error: errorText(form.errors[path]) });
  const submit = form.onSubmit((values) => {
    const parsed = giftCardFormSchema.parse(values);
    const amount = toMinor(parsed.amount, money.currencyCode);
    issue.mutate(
      { idempotencyKey: key.current, businessId: money.businessId, amount, expiresAt: endOfDay(parsed.expiresOn) },
      {
        onSuccess: (card) => {
          setIssued({ number: card.cardNumber ?? '', amount });
          form.setValues({ amount: '', expiresOn: '' });
          key.current = newIdempotencyKey();
        },
      },
    );
  });
  const amountText = (minor: number) => formatMoney(minor, money.currencyCode, i18n.locale);
  return (
    <Stack gap="md">
      {issued ? (
        <Alert variant="default" title={t`Gift card issued: ${amountText(issued.amount)}`} role="status" withCloseButton closeButtonLabel={t`Close`} onClose={() => setIssued(null)}>
          <Text size="sm">
            <Trans>Give this number to the person it is for. It is shown only now: only its last four digits are kept.</Trans>
          </Text>
          <Code fz="lg" mt="xs" block>
            {groupsOfFour(issued.number)}
          </Code>
        </Alert>
      ) : null}
      {money.giftCards.length === 0 ? (
        <Text c="dimmed">
          <Trans>No gift cards issued yet.</Trans>
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={300} type="native" tabIndex={0}>
          <Table verticalSpacing="xs" aria-label={t`Gift cards`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Card</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Issued for</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Left on the card</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Valid until</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {money.giftCards.map((card) => (
                <Table.Tr key={card.id}>
                  <Table.Td>•••• {card.lastFour}</Table.Td>
                  <Table.Td>{formatMoney(card.issuedAmount, card.currencyCode, i18n.locale)}</Table.Td>
                  <Table.Td>{formatMoney(card.balance, card.currencyCode, i18n.locale)}</Table.Td>
                  <Table.Td>{card.expiresAt ? i18n.date(card.expiresAt, { dateStyle: 'medium' }) : t`No end date`}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <form onSubmit={submit} noValidate aria-label={t`Issue a gift card`}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput label={t`Amount (${money.currencyCode})`} min={0} decimalScale={2} clampBehavior="none" required {...field('amount')} />
            <TextInput label={t`Last day (optional)`} type="date" {...field('expiresOn')} />
          </SimpleGrid>
          {issue.error ? <FormAlert title={i18n._(failureMessage(readApiError(issue.error)))} /> : null}
          <Group justify="flex-end">
            <Button type="submit" loading={issue.isPending}>
              <Trans>Issue gift card</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
