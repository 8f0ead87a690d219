// The checkout's side panel: the price summary of the current quote, the promo code and gift card, what still
// blocks the order, the last failure, and Place order.
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Divider, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { Ref } from 'react';
import type { CheckoutQuote } from '../api/checkout-quote.ts';
import type { FieldFailure } from '../lib/quote-errors.ts';
import { GiftCardField, PromoCodeField } from './DiscountFields.tsx';
import { PriceSummary } from './PriceSummary.tsx';

type Props = {
  readonly quote: { readonly data: CheckoutQuote | undefined; readonly pending: boolean; readonly error: MessageDescriptor | null };
  readonly promoCode: string | null;
  readonly giftCardLastFour: string | null;
  readonly giftCardAmount: string | null;
  readonly onApplyPromo: (code: string) => Promise<FieldFailure | null>;
  readonly onRemovePromo: () => void;
  readonly onApplyGiftCard: (number: string) => Promise<FieldFailure | null>;
  readonly onRemoveGiftCard: () => void;
  readonly problems: readonly MessageDescriptor[];
  readonly problemsRef: Ref<HTMLDivElement>;
  readonly placing: boolean;
  readonly canPlace: boolean;
  readonly onPlace: () => void;
};

export function CheckoutSummaryPanel(props: Props) {
  const { i18n } = useLingui();
  const { quote } = props;
  const [firstProblem, ...moreProblems] = props.problems;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="checkout-summary-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="checkout-summary-title">
          <Trans>Order summary</Trans>
        </Title>
        {quote.data ? (
          <PriceSummary summary={quote.data} />
        ) : quote.pending ? (
          <Stack gap="xs" aria-busy="true">
            <Skeleton height={14} width="60%" />
            <Skeleton height={14} />
            <Skeleton height={14} width="80%" />
          </Stack>
        ) : null}
        {quote.error ? (
          <Alert color="red" variant="light" role="alert">
            <Text size="sm">{i18n._(quote.error)}</Text>
          </Alert>
        ) : null}
        <Divider />
        <PromoCodeField applied={props.promoCode} onApply={props.onApplyPromo} onRemove={props.onRemovePromo} disabled={props.placing} />
        <GiftCardField
          applied={props.giftCardLastFour}
          appliedAmount={props.giftCardAmount}
          onApply={props.onApplyGiftCard}
          onRemove={props.onRemoveGiftCard}
          disabled={props.placing}
        />
        <div ref={props.problemsRef} tabIndex={-1} style={{ outline: 'none' }}>
          {firstProblem ? (
            <Alert color="red" variant="light" role="alert">
              {moreProblems.length === 0 ? (
                <Text size="sm">{i18n._(firstProblem)}</Text>
              ) : (
                <List size="sm" spacing={4}>
                  {props.problems.map((problem) => (
                    <List.Item key={problem.id}>{i18n._(problem)}</List.Item>
                  ))}
                </List>
              )}
            </Alert>
          ) : null}
        </div>
        <Button size="md" fullWidth leftSection={<IconLock size={18} aria-hidden />} loading={props.placing} disabled={!props.canPlace} onClick={props.onPlace}>
          <Trans>Place order</Trans>
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          <Trans>Card details go straight to the payment gateway; we never see or keep your card number.</Trans>
        </Text>
      </Stack>
    </Paper>
  );
}
