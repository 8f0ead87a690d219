// Booking for a selected client at the front desk (spec §2): select the client, the service, the pre-assessment
// when the service has one, Facility or Callout, the provider and time, the payment (the client's card
// pre-authorized for $490, or cash, or wallet then cash) and the booking summary, then Book. The checkoutId is
// kept across retries, so a double tap or a lost answer still makes one booking.
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { NetworkError } from '../../../app/graphql-client.ts';
import { readApiError } from '../../../components/form/api-error.ts';
import { failureMessage } from '../../../components/form/failure-message.ts';
import { isOffline, offlineActionMessage } from '../../../components/form/offline.ts';
import { ButtonLink } from '../../../components/RouterLinks.tsx';
import type { CheckoutHold } from '../../../components/scheduling/api/consult-slots.ts';
import { ConsultSlotPicker } from '../../../components/scheduling/ConsultSlotPicker.tsx';
import { holdExpiredMessage, pickSlotAgainMessage } from '../../../components/scheduling/slot-messages.ts';
import { deskServicesQueryOptions } from '../api/desk-services.ts';
import { useDeskCreateOrder } from '../api/desk-create-order.ts';
import { deskBlockers, type DeskPayment, type DeskVisit } from '../lib/desk-booking.ts';
import { BLOCKER_MESSAGES, bookingFailedMessage, lostAnswerMessage } from '../lib/desk-messages.ts';
import { categoryOf, preAssessmentFormOf, slotKindOf } from '../lib/desk-service.ts';
import type { NewBookingSearch } from '../lib/reception-search.ts';
import { useDeskLocation, type DeskPlace } from '../lib/use-desk-location.ts';
import { useStaffTimeZone } from '../lib/staff-time-zone.ts';
import { ChosenClient } from './ChosenClient.tsx';
import { ClientPicker } from './ClientPicker.tsx';
import { DeskPaymentChoice } from './DeskPaymentChoice.tsx';
import { DeskQueryState } from './DeskQueryState.tsx';
import { DeskSection } from './DeskSection.tsx';
import { DeskSummary } from './DeskSummary.tsx';
import { LocationSwitch } from './LocationSwitch.tsx';
import { ServicePicker } from './ServicePicker.tsx';
import { VisitChoice } from './VisitChoice.tsx';

type BookForClientScreenProps = { search: NewBookingSearch; onSearchChange: (search: NewBookingSearch) => void };

export function BookForClientScreen(props: BookForClientScreenProps) {
  const { query, place } = useDeskLocation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <Trans>Book for a client</Trans>
      </Title>
      <DeskQueryState query={query} skeleton={<Skeleton height={300} radius="md" />} errorTitle={<Trans>We could not load your location</Trans>}>
        {() => (place ? <BookingSteps key={place.location.id} place={place} {...props} /> : <Text c="dimmed"><Trans>Your business has no open location to book at.</Trans></Text>)}
      </DeskQueryState>
    </Stack>
  );
}

function BookingSteps({ place, search, onSearchChange }: BookForClientScreenProps & { place: DeskPlace }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const timeZone = useStaffTimeZone();
  const locationId = place.location.id;
  const clientId = search.clientId ?? null;
  const services = useQuery(deskServicesQueryOptions(locationId));
  const service = services.data?.find((entry) => entry.id === search.productId) ?? null;
  const [visit, setVisit] = useState<DeskVisit>('FACILITY');
  const [visitAddressId, setVisitAddressId] = useState<string | null>(null);
  const [payment, setPayment] = useState<DeskPayment>('CARD_HOLD');
  const [cardId, setCardId] = useState<string | null>(null);
  const [hold, setHold] = useState<CheckoutHold | null>(null);
  const [slotLost, setSlotLost] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const checkoutId = useRef(crypto.randomUUID());
  const problemsRef = useRef<HTMLDivElement>(null);
  const create = useDeskCreateOrder(clientId);

  const slotKind = service ? slotKindOf(service) : null;
  const formId = service ? preAssessmentFormOf(service) : null;
  const blockers = deskBlockers(
    { clientId, productId: service?.id ?? null, visit, visitAddressId, payment, paymentCardId: cardId, heldSessionId: hold?.id ?? null },
    { slot: slotKind !== null, preAssessment: formId !== null, preAssessmentDone: Boolean(search.responseId) },
  );
  const paymentMethod = payment === 'CARD_HOLD' ? 'CARD' : payment;
  const showProblems = () => requestAnimationFrame(() => problemsRef.current?.focus());
  const changeSearch = (next: NewBookingSearch) => {
    setHold(null);
    setFailure(null);
    onSearchChange(next);
  };

  const book = async () => {
    setAttempted(true);
    setFailure(null);
    if (isOffline()) {
      setFailure(offlineActionMessage);
      return showProblems();
    }
    if (blockers.length > 0 || !service || !clientId) return showProblems();
    const categoryId = categoryOf(service);
    if (!categoryId) return;
    try {
      const placed = await create.mutateAsync({
        checkoutId: checkoutId.current,
        locationId,
        clientId,
        items: [{ productId: service.id, categoryId, formResponseIds: search.responseId ? [search.responseId] : [], heldSessionId: hold?.id ?? null }],
        paymentMethod,
        paymentCardId: payment === 'CARD_HOLD' ? cardId : null,
        visit: visit === 'CALLOUT' ? { kind: 'CALLOUT', addressId: visitAddressId } : { kind: 'FACILITY' },
      });
      const item = placed.order.orderItems[0];
      if (item) await navigate({ to: '/receptionist/bookings/$bookingId', params: { bookingId: item.id }, replace: true });
    } catch (error) {
      if (error instanceof NetworkError) setFailure(lostAnswerMessage);
      else {
        const info = readApiError(error);
        if (info.code === 'BAD_USER_INPUT' && (info.fields['sessionId'] || info.fields['startTime'])) {
          setHold(null);
          setSlotLost(true);
          setFailure(info.fields['sessionId'] ? holdExpiredMessage : bookingFailedMessage);
        } else {
          if (info.code === 'IDEMPOTENCY_CONFLICT') checkoutId.current = crypto.randomUUID();
          setFailure(info.code ? failureMessage(info) : bookingFailedMessage);
        }
      }
      showProblems();
    }
  };

  const problems = [...(attempted ? blockers.map((blocker) => BLOCKER_MESSAGES[blocker]) : []), ...(failure ? [failure] : [])];
  let step = 0;
  const next = () => (step += 1);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <LocationSwitch place={place} />
          <DeskSection id="desk-client" step={next()} title={<Trans>Client</Trans>}>
            {clientId ? (
              <ChosenClient clientId={clientId} onChange={() => changeSearch({ ...search, clientId: undefined, responseId: undefined })} />
            ) : (
              <ClientPicker onPick={(id) => changeSearch({ ...search, clientId: id, responseId: undefined })} />
            )}
          </DeskSection>
          <DeskSection id="desk-service" step={next()} title={<Trans>Service</Trans>}>
            <ServicePicker
              locationId={locationId}
              value={service?.id ?? null}
              onChange={(chosen) => changeSearch({ ...search, productId: chosen.id, responseId: undefined })}
              error={attempted && blockers.includes('serviceRequired') ? i18n._(BLOCKER_MESSAGES.serviceRequired) : null}
            />
          </DeskSection>
          {service && formId ? (
            <DeskSection id="desk-assessment" step={next()} title={<Trans>Pre-assessment</Trans>}>
              {search.responseId ? (
                <Alert color="teal" variant="light" icon={<IconClipboardCheck aria-hidden />} role="status">
                  <Trans>The pre-assessment is answered.</Trans>
                </Alert>
              ) : (
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">
                    <Trans>{service.name} needs the client's answers to a short questionnaire before it can be booked.</Trans>
                  </Text>
                  {clientId ? (
                    <ButtonLink to="/receptionist/bookings/psf/pre-assessment/$servicePreAssessmentDetailsId" params={{ servicePreAssessmentDetailsId: service.id }} search={{ clientId }} variant="light">
                      <Trans>Answer the pre-assessment with the client</Trans>
                    </ButtonLink>
                  ) : null}
                </Stack>
              )}
            </DeskSection>
          ) : null}
          {clientId && service ? (
            <DeskSection id="desk-visit" step={next()} title={<Trans>Visit</Trans>}>
              <VisitChoice
                clientId={clientId}
                visit={visit}
                onVisitChange={setVisit}
                addressId={visitAddressId}
                onAddressChange={setVisitAddressId}
                addressError={attempted && blockers.includes('visitAddressRequired') ? i18n._(BLOCKER_MESSAGES.visitAddressRequired) : null}
              />
            </DeskSection>
          ) : null}
          {clientId && service && slotKind ? (
            <DeskSection id="desk-time" step={next()} title={<Trans>Provider and time</Trans>}>
              <ConsultSlotPicker
                kind={slotKind}
                productId={service.id}
                productName={service.name}
                locationId={locationId}
                timeZone={timeZone}
                hold={hold}
                onHold={(held) => {
                  setHold(held);
                  setSlotLost(false);
                  setFailure(null);
                }}
                forClientId={clientId}
                error={hold ? null : slotLost ? i18n._(pickSlotAgainMessage) : attempted ? i18n._(BLOCKER_MESSAGES.slotRequired) : null}
              />
            </DeskSection>
          ) : null}
          {clientId && service ? (
            <DeskSection id="desk-payment" step={next()} title={<Trans>Payment</Trans>}>
              <DeskPaymentChoice
                clientId={clientId}
                businessId={place.desk.businessId}
                currencyCode={place.desk.currencyCode}
                payment={payment}
                onPaymentChange={setPayment}
                cardId={cardId}
                onCardChange={(card) => setCardId(card.id)}
                cardError={attempted && blockers.includes('cardRequired') ? i18n._(BLOCKER_MESSAGES.cardRequired) : null}
              />
            </DeskSection>
          ) : null}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md" style={{ position: 'sticky', top: 80 }}>
          <DeskSummary
            quote={clientId && service && categoryOf(service) ? { locationId, clientId, productId: service.id, categoryId: categoryOf(service) ?? '', formResponseIds: search.responseId ? [search.responseId] : [], paymentMethod } : null}
            serviceName={service?.name ?? null}
            hold={hold}
            timeZone={timeZone}
          />
          {problems.length > 0 ? (
            <Alert color="red" variant="light" role="alert" ref={problemsRef} tabIndex={-1} title={<Trans>Before booking</Trans>}>
              <Stack gap={4}>
                {problems.map((problem) => (
                  <Text key={problem.id} size="sm">
                    {i18n._(problem)}
                  </Text>
                ))}
              </Stack>
            </Alert>
          ) : null}
          <Group>
            <Button size="md" onClick={() => void book()} loading={create.isPending} fullWidth>
              <Trans>Book</Trans>
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
