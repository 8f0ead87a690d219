// 'I got my medication' (spec §4 "Medication flow"): once the parcel has shipped the client says whether it
// arrived. Yes confirms delivery; No opens a short form that tells the business it is missing, answered with a
// calm confirmation. The answer goes through the app's outbox with its idempotencyKey: stored on this device at
// once (so it also works offline), shown as waiting to sync, and never recorded twice however often it is sent.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconCircleCheck, IconPackage } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { showInfoToast } from '../../../../app/feedback.ts';
import { RejectedEntry } from '../../../../app/outbox/RejectedEntry.tsx';
import { SyncBadge } from '../../../../app/outbox/SyncBadge.tsx';
import { useOutboxEntries } from '../../../../app/outbox/use-outbox.ts';
import { isOffline } from '../../../../components/form/offline.ts';
import { queueDeliveryAnswer } from '../api/medication-mutations.ts';

/** The note's limit: a sentence or two for the business, not a letter. */
export const MISSING_NOTE_MAX = 500;

const deliveredMessage = msg`Thank you. Your medication is marked as delivered.`;
const savedOfflineMessage = msg`Your answer is saved on this device and will be sent when you are back online.`;
const notStoredMessage = msg`Your answer could not be saved on this device. Please try again.`;

type Props = {
  readonly orderItemId: string;
  readonly orderId: string;
  /** The client already said it did not arrive (the medication order is MISSING_REPORTED). */
  readonly missingReported: boolean;
};

export function DeliveryConfirmation({ orderItemId, orderId, missingReported }: Props) {
  const { t, i18n } = useLingui();
  const entries = useOutboxEntries('deliveryConfirmation').filter((entry) => entry.payload.orderItemId === orderItemId);
  const [reporting, setReporting] = useState(false);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  // The form opens in place of the question: the keyboard goes with it.
  useEffect(() => {
    if (reporting) noteRef.current?.focus();
  }, [reporting]);

  const answer = async (received: boolean) => {
    const trimmed = received ? null : note.trim() || null;
    setFailure(null);
    setSaving(true);
    try {
      await queueDeliveryAnswer({ orderItemId, orderId, received, note: trimmed });
      if (isOffline()) showInfoToast(savedOfflineMessage);
      else if (received) showInfoToast(deliveredMessage);
      setReporting(false);
      setNote('');
    } catch {
      setFailure(notStoredMessage);
    } finally {
      setSaving(false);
    }
  };

  const waiting = entries.find((entry) => entry.state !== 'rejected');
  if (waiting) {
    return (
      <Alert color="yellow" variant="light" icon={<IconPackage aria-hidden />} role="status" title={<SyncBadge state={waiting.state === 'sending' ? 'sending' : 'pending'} />}>
        <Text size="sm">
          {waiting.payload.received ? (
            <Trans>You said your medication has arrived. Your answer is saved on this device and will be sent to the clinic as soon as you are online.</Trans>
          ) : (
            <Trans>You said your medication has not arrived. Your answer is saved on this device and will be sent to the clinic as soon as you are online.</Trans>
          )}
        </Text>
      </Alert>
    );
  }

  const refused = entries.map((entry) => (
    <RejectedEntry
      key={entry.id}
      entry={entry}
      summary={entry.payload.received ? <Trans>Your answer: my medication has arrived</Trans> : <Trans>Your answer: my medication has not arrived</Trans>}
    />
  ));

  const failed = failure ? (
    <Text c="red.9" size="sm" role="alert">
      {i18n._(failure)}
    </Text>
  ) : null;

  if (missingReported) {
    return (
      <Stack gap="sm">
        {refused}
        <Alert color="blue" variant="light" icon={<IconPackage aria-hidden />} title={<Trans>We have let the clinic know</Trans>}>
          <Text size="sm">
            <Trans>Thank you for telling us your medication has not arrived. The clinic will look into it and contact you. You do not need to do anything else.</Trans>
          </Text>
        </Alert>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconCircleCheck size={18} aria-hidden />} loading={saving} onClick={() => void answer(true)}>
            <Trans>It has arrived now</Trans>
          </Button>
        </Group>
        {failed}
      </Stack>
    );
  }

  if (reporting) {
    return (
      <Stack
        gap="sm"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          void answer(false);
        }}
      >
        <Text fw={600}>
          <Trans>Let the clinic know your medication has not arrived</Trans>
        </Text>
        <Textarea
          label={t`Anything the clinic should know (optional)`}
          description={t`For example, whether the tracking page says it was delivered.`}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={MISSING_NOTE_MAX}
          autosize
          minRows={2}
          ref={noteRef}
        />
        {failed}
        <Group gap="sm">
          <Button type="submit" loading={saving}>
            <Trans>Send to the clinic</Trans>
          </Button>
          <Button variant="default" onClick={() => setReporting(false)} disabled={saving}>
            <Trans>Back</Trans>
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      {refused}
      <Stack gap="xs" component="fieldset" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Text component="legend" fw={600} p={0}>
          <Trans>I got my medication</Trans>
        </Text>
        <Group gap="sm">
          <Button leftSection={<IconCircleCheck size={18} aria-hidden />} loading={saving} onClick={() => void answer(true)}>
            <Trans>Yes</Trans>
          </Button>
          <Button variant="default" onClick={() => setReporting(true)} disabled={saving}>
            <Trans>No</Trans>
          </Button>
        </Group>
        {failed}
      </Stack>
    </Stack>
  );
}
