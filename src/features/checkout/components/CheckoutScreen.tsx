// Secure checkout (spec §2 /checkout): the cart's items and their steps, shipping and billing address, payment
// method with wallet and card, promo code and gift card, the quote's price summary, and Place order. Every
// failure keeps what was entered (cart, addresses, card, codes) and says why in the reader's language; the
// attempt's checkoutId is kept across retries, so a double tap or a lost answer still makes one order.
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconLock, IconWifiOff } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { errorMessages } from '../../../app/error-messages.ts';
import { NetworkError } from '../../../app/graphql-client.ts';
import { paymentCardsQueryOptions } from '../../../app/payments/payment-cards.ts';
import { walletBalanceQueryOptions, walletQueryKey } from '../../../app/payments/wallet-balance.ts';
import { clientAddressesQueryOptions } from '../../../components/address/api/client-addresses.ts';
import { readApiError } from '../../../components/form/api-error.ts';
import { isOffline } from '../../../components/form/offline.ts';
import { checkoutBlockers, checkoutItemInputs } from '../../../domain/checkout/checkout-readiness.ts';
import { isStateServed } from '../../../domain/location/selected-address.ts';
import { requiresBillingAddress } from '../../../domain/payments/payment-methods.ts';
import { formatMoneyValue, money } from '../../../domain/pricing/money-value.ts';
import { needsPreAssessment } from '../../../components/cart/item-progress.ts';
import { cartActions } from '../../../app/cart/app-cart-actions.ts';
import { useCart } from '../../../app/cart/cart-store.ts';
import { checkoutQuoteQueryOptions, type QuoteRequest } from '../api/checkout-quote.ts';
import { placeOrder } from '../api/create-order.ts';
import type { CheckoutHold } from '../../../components/scheduling/api/consult-slots.ts';
import { consultBookingFailed, holdExpiredMessage, labBookingFailed, pickSlotAgainMessage } from '../../../components/scheduling/slot-messages.ts';
import { BLOCKER_MESSAGES, lostAnswerMessage, offlineCheckoutMessage, slotRequiredMessage } from '../lib/checkout-messages.ts';
import { failureStillApplies, placeFailure as failureOf, type PlaceFailure } from '../../../domain/checkout/place-failure.ts';
import { useClientTimeZone } from '../../../app/client-time-zone.ts';
import { slotStepOf } from '../lib/consult-step.ts';
import { generalFailure, giftCardFailure, promoFailure, type FieldFailure } from '../lib/quote-errors.ts';
import { useCheckoutDefaults } from '../lib/use-checkout-defaults.ts';
import { checkoutAttemptId, finishCheckout, startNewCheckoutAttempt, updateCheckoutDraft, useCheckoutDraft } from '../stores/checkout-draft.ts';
import { AddressChoice } from '../../../components/address/AddressChoice.tsx';
import { CheckoutItems } from './CheckoutItems.tsx';
import { CheckoutSummaryPanel } from './CheckoutSummaryPanel.tsx';
import { CheckoutNotReady } from './CheckoutNotReady.tsx';
import { ConsultSlotPicker } from '../../../components/scheduling/ConsultSlotPicker.tsx';
import { PaymentChoice } from './PaymentChoice.tsx';

export type CheckoutPlace = {
  readonly codes: { readonly businessCode: string; readonly locationCode: string };
  readonly clientId: string;
  readonly businessId: string;
  readonly locationId: string;
  readonly allowedStates: readonly string[];
};

// Stands in for the gift card number in the (device-stored) query cache; new per page load.
const giftCardKeyNonce = Math.random().toString(36).slice(2);

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export function CheckoutScreen({ codes, clientId, businessId, locationId, allowedStates }: CheckoutPlace) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { online } = useNetwork();
  const { items } = useCart();
  const draft = useCheckoutDraft();
  const addresses = useQuery(clientAddressesQueryOptions(clientId));
  const cards = useQuery(paymentCardsQueryOptions(clientId));
  const wallet = useQuery(walletBalanceQueryOptions(clientId));
  useCheckoutDefaults(clientId, addresses.data, cards.data, draft);

  const [attempted, setAttempted] = useState(false);
  const [placing, setPlacing] = useState(false);
  // A new card being tokenized and saved: Place order waits, or it would go without the card (or with the old one).
  const [savingCard, setSavingCard] = useState(false);
  const [placeFailure, setPlaceFailure] = useState<PlaceFailure<MessageDescriptor> | null>(null);
  // Most failures are about the order as a whole; a card's refusal belongs to that card (failureStillApplies).
  const setFailure = (message: MessageDescriptor | null, code: string | null = null) => setPlaceFailure(message ? failureOf(message, code, draft.paymentCardId) : null);
  // Held consult and lab collection times by product id; lost together when the order finds one expired or taken.
  const [holds, setHolds] = useState<Readonly<Record<string, CheckoutHold>>>({});
  const [slotsLost, setSlotsLost] = useState(false);
  const timeZone = useClientTimeZone();
  const placingNow = useRef(false);
  const problemsRef = useRef<HTMLDivElement>(null);

  const itemInputs = useMemo(() => checkoutItemInputs(items), [items]);
  const quoteRequest: QuoteRequest = {
    locationId,
    clientId,
    items: itemInputs,
    paymentMethod: draft.paymentMethod,
    promoCode: draft.promoCode,
    giftCard: draft.giftCard ? { number: draft.giftCard.number, keyPart: draft.giftCard.keyPart } : null,
  };
  const quote = useQuery({ ...checkoutQuoteQueryOptions(quoteRequest), enabled: itemInputs.length > 0, placeholderData: keepPreviousData });
  const quoteCode = quote.error ? readApiError(quote.error).code : null;

  const addressList = addresses.data ?? [];
  const shipping = addressList.find((address) => address.id === draft.shippingAddressId);
  const needsCard = requiresBillingAddress(draft.paymentMethod);
  const summary = quote.data?.paymentSummary;
  const blockers = checkoutBlockers({
    itemCount: items.length,
    preAssessmentPending: items.some((item) => needsPreAssessment(item)),
    shippingAddressId: draft.shippingAddressId,
    shippingAddressServed: shipping ? isStateServed(shipping.state, allowedStates) : true,
    billingAddressId: draft.billingAddressId,
    paymentMethod: draft.paymentMethod,
    paymentCardId: draft.paymentCardId,
    dueAfterGiftCard: summary ? summary.totalAmount - summary.giftCardApplied : null,
    walletBalance: wallet.data?.balance ?? null,
  });

  const slotItems = items.flatMap((item) => {
    const kind = slotStepOf(item);
    return kind ? [{ item, kind }] : [];
  });
  const slotMissing = slotItems.some(({ item }) => !holds[item.product.id]);

  if (items.length === 0 || blockers.includes('preAssessmentPending')) {
    return <CheckoutNotReady codes={codes} reason={items.length === 0 ? 'emptyCart' : 'preAssessmentPending'} />;
  }

  // A quote tried with a candidate code before the code is applied: its failure belongs to the field.
  const tryQuote = async (changes: Partial<QuoteRequest>, fieldFailure: (error: unknown) => FieldFailure | null): Promise<FieldFailure | null> => {
    try {
      await queryClient.fetchQuery(checkoutQuoteQueryOptions({ ...quoteRequest, ...changes }));
      return null;
    } catch (error) {
      return fieldFailure(error) ?? { message: generalFailure(error) };
    }
  };

  const applyPromo = async (code: string) => {
    const failed = await tryQuote({ promoCode: code }, promoFailure);
    if (!failed) updateCheckoutDraft({ promoCode: code });
    return failed;
  };

  const applyGiftCard = async (number: string) => {
    const giftCard = { number, lastFour: number.slice(-4), keyPart: `${number.slice(-4)}:${giftCardKeyNonce}` };
    const failed = await tryQuote({ giftCard }, giftCardFailure);
    if (!failed) updateCheckoutDraft({ giftCard });
    return failed;
  };

  const showProblems = () => requestAnimationFrame(() => problemsRef.current?.focus());

  const place = async () => {
    // Guards the double tap before React has re-rendered the button as busy.
    if (placingNow.current || savingCard) return;
    setAttempted(true);
    setFailure(null);
    if (!online || isOffline()) {
      setFailure(offlineCheckoutMessage);
      return showProblems();
    }
    if (blockers.length > 0 || slotMissing) return showProblems();
    placingNow.current = true;
    setPlacing(true);
    try {
      const result = await placeOrder({
        checkoutId: checkoutAttemptId(),
        locationId,
        clientId,
        items: itemInputs.map((item) => ({ ...item, formResponseIds: [...item.formResponseIds], heldSessionId: holds[item.productId]?.id ?? null })),
        shippingAddressId: draft.shippingAddressId,
        billingAddressId: needsCard ? draft.billingAddressId : null,
        paymentMethod: draft.paymentMethod,
        paymentCardId: needsCard ? draft.paymentCardId : null,
        ...(draft.promoCode ? { promoCode: draft.promoCode } : {}),
        ...(draft.giftCard ? { giftCardNumber: draft.giftCard.number } : {}),
      });
      // Spec §7: the result updates the session's data and empties the cart.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: walletQueryKey(clientId) }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]);
      await navigate({ to: '/business/$businessCode/$locationCode/checkout/confirmation/$orderId', params: { ...codes, orderId: result.order.id }, replace: true });
      cartActions.clear();
      finishCheckout();
    } catch (error) {
      if (error instanceof NetworkError) setFailure(lostAnswerMessage);
      else {
        const { code, fields } = readApiError(error);
        // A held time expired (HOLD_EXPIRED names the session) or was taken (the start time): the whole order
        // rolled back; only the times are picked again.
        if (code === 'BAD_USER_INPUT' && (fields['sessionId'] || fields['startTime'])) {
          setHolds({});
          setSlotsLost(true);
          setFailure(fields['sessionId'] ? holdExpiredMessage : slotItems.every(({ kind }) => kind === 'lab') ? labBookingFailed : consultBookingFailed);
          showProblems();
          return;
        }
        // That id placed an order with other details: a new attempt, which the duplicate-booking rule still guards.
        if (code === 'IDEMPOTENCY_CONFLICT') startNewCheckoutAttempt();
        if (code === 'PROMO_CODE_INVALID' || code === 'PROMO_CODE_EXPIRED') updateCheckoutDraft({ promoCode: null });
        if (code === 'GIFT_CARD_INVALID' || code === 'GIFT_CARD_EMPTY') updateCheckoutDraft({ giftCard: null });
        setFailure(generalFailure(error), code);
      }
      showProblems();
    } finally {
      placingNow.current = false;
      setPlacing(false);
    }
  };

  const problems: MessageDescriptor[] = [
    ...(attempted ? blockers.map((blocker) => BLOCKER_MESSAGES[blocker]) : []),
    ...(attempted && slotMissing && !slotsLost ? [slotRequiredMessage] : []),
    ...(failureStillApplies(placeFailure, draft.paymentCardId) ? [placeFailure.message] : []),
  ];
  const currency = quote.data?.currencyCode;
  const giftAmount = summary && currency && summary.giftCardApplied > 0 ? formatMoneyValue(money(summary.giftCardApplied, currency), i18n.locale) : null;
  const shippingError =
    attempted && blockers.includes('shippingAddressRequired')
      ? i18n._(BLOCKER_MESSAGES.shippingAddressRequired)
      : blockers.includes('shippingAddressNotServiced')
        ? i18n._(BLOCKER_MESSAGES.shippingAddressNotServiced)
        : undefined;

  return (
    <Stack gap="lg">
      <Group gap="xs" wrap="nowrap">
        <IconLock size={26} aria-hidden color="var(--mantine-primary-color-filled)" />
        <Title order={1}>
          <Trans>Secure checkout</Trans>
        </Title>
      </Group>
      {!online ? (
        <Alert color="yellow" variant="light" icon={<IconWifiOff aria-hidden />} role="status">
          <Text size="sm">{i18n._(offlineCheckoutMessage)}</Text>
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Section title={<Trans>Your items</Trans>}>
              <CheckoutItems items={items} />
            </Section>
            {slotItems.length > 0 ? (
              <Section title={<Trans>Choose a time</Trans>}>
                {slotItems.map(({ item, kind }) => (
                  <ConsultSlotPicker
                    key={item.product.id}
                    kind={kind}
                    productId={item.product.id}
                    productName={item.product.name}
                    locationId={locationId}
                    timeZone={timeZone}
                    hold={holds[item.product.id] ?? null}
                    onHold={(held) => {
                      setHolds((current) => {
                        const others = Object.fromEntries(Object.entries(current).filter(([productId]) => productId !== item.product.id));
                        return held ? { ...others, [item.product.id]: held } : others;
                      });
                      setSlotsLost(false);
                      setFailure(null);
                    }}
                    error={
                      holds[item.product.id]
                        ? null
                        : slotsLost
                          ? i18n._(pickSlotAgainMessage)
                          : attempted
                            ? i18n._(slotRequiredMessage)
                            : null
                    }
                  />
                ))}
              </Section>
            ) : null}
            <Section title={<Trans>Shipping address</Trans>}>
              <AddressChoice
                clientId={clientId}
                legend={<Trans>Where we send your treatments</Trans>}
                addresses={addressList}
                value={draft.shippingAddressId}
                onChange={(id) => updateCheckoutDraft({ shippingAddressId: id })}
                error={shippingError}
                addLabel={<Trans>Add a new address</Trans>}
              />
            </Section>
            <Section title={<Trans>Payment</Trans>}>
              <PaymentChoice
                clientId={clientId}
                businessId={businessId}
                method={draft.paymentMethod}
                onMethodChange={(paymentMethod) => updateCheckoutDraft({ paymentMethod })}
                wallet={wallet.data}
                cards={cards.data ?? []}
                cardsLoading={cards.isPending}
                cardId={draft.paymentCardId}
                onCardChange={(card) =>
                  updateCheckoutDraft({ paymentCardId: card.id, ...(card.billingAddressId ? { billingAddressId: card.billingAddressId } : {}) })
                }
                billingAddressId={draft.billingAddressId}
                onCardSavingChange={setSavingCard}
                cardError={attempted && blockers.includes('paymentCardRequired') ? i18n._(BLOCKER_MESSAGES.paymentCardRequired) : undefined}
                walletError={
                  quoteCode === 'INSUFFICIENT_WALLET_BALANCE' || blockers.includes('walletInsufficient') ? i18n._(errorMessages.INSUFFICIENT_WALLET_BALANCE) : undefined
                }
              />
              {needsCard ? (
                <AddressChoice
                  clientId={clientId}
                  legend={<Trans>Billing address</Trans>}
                  addresses={addressList}
                  value={draft.billingAddressId}
                  onChange={(id) => updateCheckoutDraft({ billingAddressId: id })}
                  error={attempted && blockers.includes('billingAddressRequired') ? i18n._(BLOCKER_MESSAGES.billingAddressRequired) : undefined}
                  addLabel={<Trans>Add a billing address</Trans>}
                />
              ) : null}
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <div style={{ position: 'sticky', top: 80 }}>
            <CheckoutSummaryPanel
              quote={{ data: quote.data, pending: quote.isPending, error: quote.error && quoteCode !== 'INSUFFICIENT_WALLET_BALANCE' ? generalFailure(quote.error) : null }}
              promoCode={draft.promoCode}
              giftCardLastFour={draft.giftCard?.lastFour ?? null}
              giftCardAmount={giftAmount}
              onApplyPromo={applyPromo}
              onRemovePromo={() => updateCheckoutDraft({ promoCode: null })}
              onApplyGiftCard={applyGiftCard}
              onRemoveGiftCard={() => updateCheckoutDraft({ giftCard: null })}
              problems={problems}
              problemsRef={problemsRef}
              placing={placing}
              canPlace={!placing && !savingCard}
              onPlace={() => void place()}
            />
          </div>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
