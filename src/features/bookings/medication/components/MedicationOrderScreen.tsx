// /bookings/{bookingId}/{singleBookingId}/medication: ordering the approved medication (spec §4 "Medication
// flow", §9). The prescription's dose options with the lowest charged now and increases later, one month's
// supply, the shipping address (changeable until the order is placed), payment by saved card, new card or wallet,
// the summary, and Place order. Every failure keeps the choices and says why in the reader's language; the
// attempt's idempotencyKey is kept across retries of the same choices, so a lost answer never charges twice.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Grid, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconLock, IconWifiOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { showInfoToast } from '../../../../app/feedback.ts';
import { NetworkError } from '../../../../app/graphql-client.ts';
import { paymentCardsQueryKey, paymentCardsQueryOptions } from '../../../../app/payments/payment-cards.ts';
import { walletBalanceQueryOptions, walletQueryKey } from '../../../../app/payments/wallet-balance.ts';
import { clientAddressesQueryOptions } from '../../../../components/address/api/client-addresses.ts';
import { readApiError } from '../../../../components/form/api-error.ts';
import { isOffline } from '../../../../components/form/offline.ts';
import type { BusinessCodes } from '../../../../components/layout/nav-items.ts';
import { errorMessages } from '../../../../app/error-messages.ts';
import { bookingItemQueryOptions, type BookingItem } from '../../api/booking-item.ts';
import { invalidateBooking } from '../../api/booking-keys.ts';
import { BookingPageHeader } from '../../components/BookingPageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { STAGE_MESSAGE_LABELS } from '../../lib/stage-labels.ts';
import { createMedicationOrder } from '../api/create-medication-order.ts';
import { attemptChoices, attemptKeyFor, type AttemptKey } from '../lib/attempt-key.ts';
import { lostOrderAnswer, offlineOrderMessage, ORDER_BLOCKER_MESSAGES, orderFailureMessage } from '../lib/order-messages.ts';
import { MEDICATION_PAYMENT_METHODS, nothingToPay, orderBlockers, paymentInput, type MedicationPaymentMethod } from '../lib/order-readiness.ts';
import { DoseOptions } from './DoseOptions.tsx';
import type { OrderSlots } from './order-slots.ts';
import { OrderSummary } from './OrderSummary.tsx';

const orderedMessage = msg`Your medication is ordered. We will let you know when it ships.`;

type Props = {
  readonly codes: BusinessCodes;
  readonly orderId: string;
  readonly orderItemId: string;
  readonly clientId: string;
  readonly businessId: string;
  readonly slots: OrderSlots;
};

function Section({ title, id, children }: { title: ReactNode; id: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export function MedicationOrderScreen({ codes, orderId, orderItemId, clientId, businessId, slots }: Props) {
  const query = useQuery(bookingItemQueryOptions(orderItemId));
  return (
    <QueryState query={query} skeleton={<Skeleton height={420} radius="md" />}>
      {(item) => <OrderForm codes={codes} orderId={orderId} item={item} clientId={clientId} businessId={businessId} slots={slots} />}
    </QueryState>
  );
}

function NotOrderable({ codes, orderId, item }: { codes: BusinessCodes; orderId: string; item: BookingItem }) {
  return (
    <Stack gap="lg">
      <BookingPageHeader codes={codes} back={{ orderId, itemId: item.id, label: <Trans>Back to your booking</Trans> }} title={<Trans>Order your medication</Trans>} />
      <Alert color="blue" variant="light" role="status">
        <Trans>There is nothing to order for this booking right now. Your booking page shows where it stands.</Trans>
      </Alert>
    </Stack>
  );
}

function OrderForm({ codes, orderId, item, clientId, businessId, slots }: Omit<Props, 'orderItemId'> & { item: BookingItem }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { online } = useNetwork();
  const addresses = useQuery(clientAddressesQueryOptions(clientId));
  const cards = useQuery(paymentCardsQueryOptions(clientId));
  const wallet = useQuery(walletBalanceQueryOptions(clientId));

  const [shippingAddressId, setShippingAddressId] = useState<string | null>(item.order.shippingAddress?.id ?? null);
  const [method, setMethod] = useState<MedicationPaymentMethod>('CARD');
  const [cardId, setCardId] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const attempt = useRef<AttemptKey | null>(null);
  const placingNow = useRef(false);
  const problemsRef = useRef<HTMLDivElement>(null);

  // Starting choices once the lists are known: the booking's shipping address (else the default one), the
  // default card. A chosen one that disappears is replaced the same way.
  useEffect(() => {
    const list = addresses.data;
    if (list && !list.some((address) => address.id === shippingAddressId)) setShippingAddressId((list.find((address) => address.isDefault) ?? list[0])?.id ?? null);
  }, [addresses.data, shippingAddressId]);
  useEffect(() => {
    const list = cards.data;
    if (list && !list.some((card) => card.id === cardId)) setCardId((list.find((card) => card.isDefault) ?? list[0])?.id ?? null);
  }, [cards.data, cardId]);

  const options = item.medicationOptions;
  const prescription = item.treatmentDecision?.prescription;
  if (!options || !prescription) return <NotOrderable codes={codes} orderId={orderId} item={item} />;

  const { medicationName } = prescription;
  const { displayId } = item;
  const starting = prescription.directions.find((direction) => direction.id === options.startingDirection.id);
  const amountNow = options.amountNow;
  const free = nothingToPay(amountNow);
  const blockers = orderBlockers({ shippingAddressId, method, paymentCardId: cardId, amountNow, walletBalance: wallet.data?.balance ?? null });
  const showProblems = () => requestAnimationFrame(() => problemsRef.current?.focus());

  const place = async () => {
    if (placingNow.current) return;
    setAttempted(true);
    setFailure(null);
    if (!online || isOffline()) {
      setFailure(offlineOrderMessage);
      return showProblems();
    }
    if (blockers.length > 0 || !shippingAddressId) return showProblems();
    attempt.current = attemptKeyFor(attempt.current, attemptChoices({ shippingAddressId, method, paymentCardId: cardId }));
    placingNow.current = true;
    setPlacing(true);
    try {
      await createMedicationOrder({
        orderItemId: item.id,
        idempotencyKey: attempt.current.key,
        shippingAddressId,
        payment: paymentInput(method, cardId, amountNow),
      });
      await Promise.all([
        invalidateBooking(queryClient, item.id, orderId),
        queryClient.invalidateQueries({ queryKey: walletQueryKey(clientId) }),
        queryClient.invalidateQueries({ queryKey: paymentCardsQueryKey(clientId) }),
      ]);
      showInfoToast(orderedMessage);
      await navigate({ to: '/business/$businessCode/$locationCode/bookings/$bookingId/$singleBookingId', params: { ...codes, bookingId: orderId, singleBookingId: item.id }, replace: true });
    } catch (error) {
      if (error instanceof NetworkError) setFailure(lostOrderAnswer);
      else {
        const { code } = readApiError(error);
        // That key was used with other choices: the next try is a new attempt.
        if (code === 'IDEMPOTENCY_CONFLICT') attempt.current = null;
        setFailure(orderFailureMessage(code));
        // A refused payment may have moved the booking; its page and this one read it again.
        void invalidateBooking(queryClient, item.id, orderId);
      }
      showProblems();
    } finally {
      placingNow.current = false;
      setPlacing(false);
    }
  };

  const problems: MessageDescriptor[] = [...(attempted ? blockers.map((blocker) => ORDER_BLOCKER_MESSAGES[blocker]) : []), ...(failure ? [failure] : [])];
  const [firstProblem, ...moreProblems] = problems;

  return (
    <Stack gap="lg">
      <BookingPageHeader codes={codes} back={{ orderId, itemId: item.id, label: <Trans>Back to your booking</Trans> }} title={<Trans>Order your medication</Trans>}>
        <Text c="dimmed" size="sm">
          <Trans>
            {medicationName}, prescribed for booking {displayId}
          </Trans>
        </Text>
      </BookingPageHeader>
      {!online ? (
        <Alert color="yellow" variant="light" icon={<IconWifiOff aria-hidden />} role="status">
          <Text size="sm">{i18n._(offlineOrderMessage)}</Text>
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Section id="dose-title" title={<Trans>Your dose</Trans>}>
              <Text size="sm">
                <Trans>You start on the lowest dose, charged now. When your dose increases, that month is charged then, never up front.</Trans>
              </Text>
              <DoseOptions directions={prescription.directions} currencyCode={prescription.currencyCode} startingDirectionId={options.startingDirection.id} />
              <Text size="sm" c="dimmed">
                <Trans>Medication is sent one month at a time: this order is one month&apos;s supply.</Trans>
              </Text>
            </Section>
            <Section id="shipping-title" title={<Trans>Shipping address</Trans>}>
              {slots.address({
                clientId,
                legend: <Trans>Where we send your medication</Trans>,
                addresses: addresses.data ?? [],
                value: shippingAddressId,
                onChange: (id) => {
                  setShippingAddressId(id);
                  setFailure(null);
                },
                error: attempted && blockers.includes('shippingAddressRequired') ? i18n._(ORDER_BLOCKER_MESSAGES.shippingAddressRequired) : undefined,
                addLabel: <Trans>Add a new address</Trans>,
              })}
            </Section>
            {free ? (
              <Section id="payment-title" title={<Trans>Payment</Trans>}>
                <Text size="sm">
                  <Trans>Nothing to pay now: your checkout already covered the first month.</Trans>
                </Text>
              </Section>
            ) : (
              <Section id="payment-title" title={<Trans>Payment</Trans>}>
                {slots.payment({
                  clientId,
                  businessId,
                  method,
                  onMethodChange: (next) => {
                    const chosen = MEDICATION_PAYMENT_METHODS.find((entry) => entry === next);
                    if (chosen) setMethod(chosen);
                    setFailure(null);
                  },
                  wallet: wallet.data,
                  cards: cards.data ?? [],
                  cardsLoading: cards.isPending,
                  cardId,
                  onCardChange: (card) => {
                    setCardId(card.id);
                    setFailure(null);
                  },
                  billingAddressId: shippingAddressId,
                  cardError: attempted && blockers.includes('paymentCardRequired') ? i18n._(ORDER_BLOCKER_MESSAGES.paymentCardRequired) : undefined,
                  walletError: blockers.includes('walletInsufficient') ? i18n._(errorMessages.INSUFFICIENT_WALLET_BALANCE) : undefined,
                })}
              </Section>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <div style={{ position: 'sticky', top: 80 }}>
            <Section id="order-summary-title" title={<Trans>Order summary</Trans>}>
              <OrderSummary
                medicationName={medicationName}
                medicationPrice={starting?.sellingPrice ?? 0}
                shippingCost={options.shippingCost}
                creditFromCheckout={options.creditFromCheckout}
                amountNow={amountNow}
                currencyCode={options.currencyCode}
              />
              <div ref={problemsRef} tabIndex={-1} style={{ outline: 'none' }}>
                {firstProblem ? (
                  <Alert color="red" variant="light" role="alert">
                    {moreProblems.length === 0 ? (
                      <Text size="sm">{i18n._(firstProblem)}</Text>
                    ) : (
                      <List size="sm" spacing={4}>
                        {problems.map((problem) => (
                          <List.Item key={problem.id}>{i18n._(problem)}</List.Item>
                        ))}
                      </List>
                    )}
                  </Alert>
                ) : null}
              </div>
              <Button size="md" fullWidth leftSection={<IconLock size={18} aria-hidden />} loading={placing} onClick={() => void place()}>
                <Trans>Place order</Trans>
              </Button>
              {/* Spec §4: the wait state while the payment is processed, as the booking shows it. */}
              <div role="status" aria-live="polite">
                {placing ? (
                  <Alert color="blue" title={i18n._(STAGE_MESSAGE_LABELS['stage.paymentProcessing.title'])}>
                    {i18n._(STAGE_MESSAGE_LABELS['stage.paymentProcessing.body'])}
                  </Alert>
                ) : null}
              </div>
              <Text size="xs" c="dimmed" ta="center">
                <Trans>You can change the address and payment until you place the order.</Trans>
              </Text>
            </Section>
          </div>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
