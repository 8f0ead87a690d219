// The single booking's stage card (spec §4): the stage message and what the client can do now. Reschedule and
// Cancel follow the server's canReschedule and canCancel; Join (when canJoin) opens the pre-call check, which
// joins; before that, the card says when joining opens and offers the same check as a test. After the
// consultation it carries the medication journey's next step (issue 11): a declined treatment's reason and what
// to do next, 'Order medication', the wait while payment is processed, 'I got my medication', 'Start program',
// and the way to log progress once the program has started.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarX, IconChartLine, IconClockEdit, IconPill, IconVideo } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { showInfoToast } from '../../../app/feedback.ts';
import { PushOptIn } from '../../../components/push/PushOptIn.tsx';
import { JoinOrReturnToCall } from '../../../components/calls/JoinOrReturnToCall.tsx';
import { HrefButton } from '../../../components/HrefLink.tsx';
import { AnchorLink, ButtonLink } from '../../../components/RouterLinks.tsx';
import { readApiError } from '../../../components/form/api-error.ts';
import { failureMessage } from '../../../components/form/failure-message.ts';
import { useBookConsultationMutation } from '../api/book-consultation.ts';
import type { BookingItem } from '../api/booking-item.ts';
import { useCancelBookingMutation } from '../api/cancel-booking.ts';
import { useRebookMutation } from '../api/rebook.ts';
import { canBookTime, isTreatmentDeclined, liveConsult, stageOfItem } from '../lib/stage.ts';
import { useStageText } from '../lib/use-stage-text.ts';
import { AddToCalendarButton } from '../../../components/calendar/AddToCalendarButton.tsx';
import { DeliveryConfirmation } from '../medication/components/DeliveryConfirmation.tsx';
import { StartProgram } from '../medication/components/StartProgram.tsx';
import { TreatmentDeclined } from '../medication/components/TreatmentDeclined.tsx';
import { paymentFailureMessage } from '../medication/lib/order-messages.ts';
import { CancelBookingDialog } from './CancelBookingDialog.tsx';
import { SlotPickerDialog } from './SlotPickerDialog.tsx';

type Dialog = 'reschedule' | 'book' | 'cancel' | null;

export function StageCard({ item, timeZone }: { item: BookingItem; timeZone: string }) {
  const { t, i18n } = useLingui();
  const stageText = useStageText(timeZone);
  const message = stageOfItem(item);
  const text = message ? stageText(message) : null;
  const live = liveConsult(item);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const rebook = useRebookMutation();
  const book = useBookConsultationMutation();
  const cancel = useCancelBookingMutation();
  // Once the provider has decided, the next step is the medication (or another consultation), not a new time.
  const bookable = canBookTime(item) && !item.treatmentDecision;
  const cancellable = item.cancellationQuote.allowed && (live ? live.canCancel : true);
  const codes = useParams({ from: '/business/$businessCode/$locationCode' });
  const declined = isTreatmentDeclined(item);
  const medicationOrder = item.medicationOrder;
  // A payment that did not go through leaves the treatment approved, to be ordered again (the lead's decision).
  const paymentFailed = item.status === 'ConsultationCompleted' && medicationOrder?.status === 'FAILED';
  const progressHref = `/business/${encodeURIComponent(codes.businessCode)}/${encodeURIComponent(codes.locationCode)}/account/progress?orderItemId=${encodeURIComponent(item.id)}`;
  const checkRoute = { to: '/business/$businessCode/$locationCode/bookings/$bookingId/$singleBookingId/check', params: { ...codes, bookingId: item.orderId, singleBookingId: item.id } } as const;

  const slotChosen = async (slot: { startTime: string; provider: { id: string } }): Promise<boolean> => {
    try {
      if (dialog === 'reschedule') {
        await rebook.mutateAsync({ orderItemId: item.id, orderId: item.orderId, providerId: slot.provider.id, startTime: slot.startTime });
        showInfoToast(msg`Your consultation has been rescheduled.`);
      } else {
        await book.mutateAsync({ orderItemId: item.id, orderId: item.orderId, productId: item.productId, locationId: item.order.businessLocationId, providerId: slot.provider.id, startTime: slot.startTime });
        showInfoToast(msg`Your consultation is booked.`);
      }
      setDialog(null);
      return true;
    } catch {
      return false;
    }
  };
  const confirmCancel = async (reason: string) => {
    try {
      setCancelError(null);
      await cancel.mutateAsync({ orderItemId: item.id, orderId: item.orderId, reason });
      showInfoToast(msg`Your booking has been cancelled.`);
      setDialog(null);
    } catch (error) {
      setCancelError(i18n._(failureMessage(readApiError(error))));
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="stage-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="stage-title">
          {text?.title ?? `${item.displayId} · ${item.productName}`}
        </Title>
        {text?.body ? <Text>{text.body}</Text> : null}
        {declined ? <TreatmentDeclined item={item} codes={codes} /> : null}
        {paymentFailed ? (
          <Alert color="orange" variant="light" role="status" title={<Trans>Your last payment did not go through</Trans>}>
            <Text size="sm">{i18n._(paymentFailureMessage(medicationOrder.failureCode ?? null))}</Text>
          </Alert>
        ) : null}
        {item.status === 'MedicationOrderProcessing' ? (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm" c="dimmed">
              <Trans>This page updates by itself.</Trans>
            </Text>
          </Group>
        ) : null}
        {item.status === 'MedicationOrderProcessed' && medicationOrder ? (
          <DeliveryConfirmation orderItemId={item.id} orderId={item.orderId} missingReported={medicationOrder.status === 'MISSING_REPORTED'} />
        ) : null}
        {item.status === 'MedicationDelivered' ? <StartProgram orderItemId={item.id} orderId={item.orderId} /> : null}
        {live && !live.canJoin && live.sessionStatus === 'SCHEDULED' ? (
          <Text size="sm" c="dimmed">
            <Trans>You can join the call from this page from 15 minutes before it starts.</Trans>{' '}
            <AnchorLink {...checkRoute} underline="always">
              <Trans>Test your camera and microphone</Trans>
            </AnchorLink>
          </Text>
        ) : null}
        <Group gap="sm" mt="xs">
          {item.status === 'ConsultationCompleted' && item.medicationOptions && !declined ? (
            <ButtonLink
              to="/business/$businessCode/$locationCode/bookings/$bookingId/$singleBookingId/medication"
              params={{ ...codes, bookingId: item.orderId, singleBookingId: item.id }}
              leftSection={<IconPill size={18} aria-hidden />}
            >
              <Trans>Order medication</Trans>
            </ButtonLink>
          ) : null}
          {item.status === 'TreatmentPlanStarted' ? (
            <HrefButton href={progressHref} leftSection={<IconChartLine size={18} aria-hidden />}>
              <Trans>Log progress</Trans>
            </HrefButton>
          ) : null}
          {live?.canJoin ? (
            <JoinOrReturnToCall
              hcpSessionId={live.HCPSessionId}
              join={
                <ButtonLink {...checkRoute} leftSection={<IconVideo size={18} aria-hidden />}>
                  <Trans>Join</Trans>
                </ButtonLink>
              }
            />
          ) : null}
          {live?.canReschedule ? (
            <Button leftSection={<IconClockEdit size={18} aria-hidden />} onClick={() => setDialog('reschedule')}>
              <Trans>Reschedule</Trans>
            </Button>
          ) : null}
          {bookable ? (
            <Button leftSection={<IconClockEdit size={18} aria-hidden />} onClick={() => setDialog('book')}>
              <Trans>Book a time</Trans>
            </Button>
          ) : null}
          {live ? <AddToCalendarButton hcpSessionId={live.HCPSessionId} /> : null}
          {cancellable ? (
            <Button variant="outline" color="red.9" leftSection={<IconCalendarX size={18} aria-hidden />} onClick={() => setDialog('cancel')}>
              <Trans>Cancel booking</Trans>
            </Button>
          ) : null}
        </Group>
        {live?.sessionStatus === 'SCHEDULED' ? <PushOptIn variant="consultation" /> : null}
      </Stack>
      <SlotPickerDialog
        opened={dialog === 'reschedule' || dialog === 'book'}
        title={dialog === 'reschedule' ? t`Reschedule your consultation` : t`Choose a time`}
        confirmLabel={dialog === 'reschedule' ? t`Reschedule` : t`Book this time`}
        productId={item.productId}
        locationId={item.order.businessLocationId}
        providerId={null}
        current={
          dialog === 'reschedule' && item.consultationDetail
            ? { startTime: item.consultationDetail.scheduleDateTimeUTC, providerId: item.consultationDetail.HCPId, providerName: item.consultationDetail.HCPName }
            : null
        }
        timeZone={timeZone}
        pending={rebook.isPending || book.isPending}
        onClose={() => setDialog(null)}
        onConfirm={slotChosen}
      />
      <CancelBookingDialog
        opened={dialog === 'cancel'}
        quote={item.cancellationQuote}
        consultationHeld={item.orderItemConsults.some((consult) => consult.status === 'COMPLETED')}
        pending={cancel.isPending} error={cancelError} onClose={() => setDialog(null)} onConfirm={(reason) => void confirmCancel(reason)} />
    </Paper>
  );
}
