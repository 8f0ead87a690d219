// 'Mark shipped': the carrier, tracking number and the carrier's https tracking page, checked with the domain's
// shipment rules before sending; a field the server refuses shows its message under that field.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { readApiError } from '../../../components/form/api-error.ts';
import { focusFirstInvalid } from '../../../components/form/focus-first-invalid.ts';
import { readableErrorColor } from '../../../components/form/readable-colors.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { MAX_CARRIER_LENGTH, MAX_TRACKING_NUMBER_LENGTH, MAX_TRACKING_URL_LENGTH } from '../../../domain/shipments/shipment.ts';
import type { FulfilmentRow } from '../lib/fulfilment-types.ts';
import { EMPTY_SHIPMENT, SHIPMENT_FIELDS, shipmentFormSchema, type ShipmentFormValues } from '../lib/shipment-form.ts';

type ShipOrderDialogProps = {
  row: FulfilmentRow | null;
  onClose: () => void;
  /** Sends the shipment; throws the API's error when refused (its field errors are shown here). */
  onShip: (row: FulfilmentRow, values: ShipmentFormValues) => Promise<void>;
};

export function ShipOrderDialog({ row, onClose, onShip }: ShipOrderDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened={row !== null} onClose={onClose} title={t`Mark shipped`} centered closeButtonProps={{ 'aria-label': t`Close dialog` }}>
      {row ? <ShipForm key={row.medicationOrderId} row={row} onClose={onClose} onShip={onShip} /> : null}
    </Modal>
  );
}

function ShipForm({ row, onClose, onShip }: { row: FulfilmentRow; onClose: () => void; onShip: ShipOrderDialogProps['onShip'] }) {
  const errorText = useErrorText();
  const { t } = useLingui();
  const [sending, setSending] = useState(false);
  const form = useForm<ShipmentFormValues>({ mode: 'controlled', initialValues: EMPTY_SHIPMENT, validate: schemaResolver(shipmentFormSchema, { sync: true }) });
  const submit = form.onSubmit(async (values) => {
    const parsed = shipmentFormSchema.parse(values);
    setSending(true);
    try {
      await onShip(row, parsed);
    } catch (error) {
      const { fields } = readApiError(error);
      const known = Object.fromEntries(SHIPMENT_FIELDS.flatMap((name) => (fields[name] ? [[name, fields[name]]] : [])));
      form.setErrors(known);
    } finally {
      setSending(false);
    }
  }, focusFirstInvalid);
  // An http:// or malformed address gets words of its own: 'not valid' alone does not say what to change.
  const trackingUrlError = form.errors.trackingUrl === 'validation.invalid' ? t`Enter the carrier's tracking page, starting with https://` : errorText(form.errors.trackingUrl);
  const client = row.clientName;
  const bookingId = row.itemDisplayId;
  const medication = row.medicationName;
  return (
    <form onSubmit={submit} noValidate style={readableErrorColor} aria-label={t`Shipment of ${bookingId}`}>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            {medication} for {client} ({bookingId}). The client sees the carrier and the tracking link on their booking.
          </Trans>
        </Text>
        <TextInput
          label={<Trans>Carrier</Trans>}
          required
          autoComplete="off"
          maxLength={MAX_CARRIER_LENGTH}
          data-autofocus
          {...form.getInputProps('carrier')}
          error={errorText(form.errors.carrier)}
        />
        <TextInput
          label={<Trans>Tracking number</Trans>}
          required
          autoComplete="off"
          maxLength={MAX_TRACKING_NUMBER_LENGTH}
          {...form.getInputProps('trackingNumber')}
          error={errorText(form.errors.trackingNumber)}
        />
        <TextInput
          label={<Trans>Tracking URL</Trans>}
          description={<Trans>The carrier's tracking page (https).</Trans>}
          required
          type="url"
          inputMode="url"
          autoComplete="off"
          maxLength={MAX_TRACKING_URL_LENGTH}
          {...form.getInputProps('trackingUrl')}
          error={trackingUrlError}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={sending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={sending}>
            <Trans>Mark shipped</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
