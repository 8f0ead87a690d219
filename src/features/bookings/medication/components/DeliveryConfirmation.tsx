// 'I got my medication' (spec §4 "Medication flow"): once the parcel has shipped the client says whether it
// arrived. Yes confirms delivery; No opens a short form that tells the business it is missing, answered with a
// calm confirmation. Each answer carries an idempotencyKey kept across retries of the same answer, so a lost
// reply never records it twice.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconCircleCheck, IconPackage } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { showInfoToast } from '../../../../app/feedback.ts';
import { readApiError } from '../../../../components/form/api-error.ts';
import { failureMessage } from '../../../../components/form/failure-message.ts';
import { useMarkDeliveredMutation } from '../api/medication-mutations.ts';
import { attemptKeyFor, type AttemptKey } from '../lib/attempt-key.ts';

/** The note's limit: a sentence or two for the business, not a letter. */
export const MISSING_NOTE_MAX = 500;

const deliveredMessage = msg`Thank you. Your medication is marked as delivered.`;

type Props = {
  readonly orderItemId: string;
  readonly orderId: string;
  /** The client already said it did not arrive (the medication order is MISSING_REPORTED). */
  readonly missingReported: boolean;
};

export function DeliveryConfirmation({ orderItemId, orderId, missingReported }: Props) {
  const { t, i18n } = useLingui();
  const mark = useMarkDeliveredMutation();
  const [reporting, setReporting] = useState(false);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const attempt = useRef<AttemptKey | null>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  // The form opens in place of the question: the keyboard goes with it.
  useEffect(() => {
    if (reporting) noteRef.current?.focus();
  }, [reporting]);

  const answer = async (received: boolean) => {
    const trimmed = received ? null : note.trim() || null;
    attempt.current = attemptKeyFor(attempt.current, JSON.stringify([received, trimmed]));
    setFailure(null);
    try {
      await mark.mutateAsync({ orderItemId, orderId, idempotencyKey: attempt.current.key, received, note: trimmed });
      if (received) showInfoToast(deliveredMessage);
      setReporting(false);
      setNote('');
    } catch (error) {
      setFailure(failureMessage(readApiError(error)));
    }
  };

  const failed = failure ? (
    <Text c="red.9" size="sm" role="alert">
      {i18n._(failure)}
    </Text>
  ) : null;

  if (missingReported) {
    return (
      <Stack gap="sm">
        <Alert color="blue" variant="light" icon={<IconPackage aria-hidden />} title={<Trans>We have let the clinic know</Trans>}>
          <Text size="sm">
            <Trans>Thank you for telling us your medication has not arrived. The clinic will look into it and contact you. You do not need to do anything else.</Trans>
          </Text>
        </Alert>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconCircleCheck size={18} aria-hidden />} loading={mark.isPending} onClick={() => void answer(true)}>
            <Trans>It has arrived now</Trans>
          </Button>
        </Group>
        {failed}
      </Stack>
    );
  }

  if (reporting) {
    return (
      <Stack gap="sm" component="form" onSubmit={(event) => {
          event.preventDefault();
          void answer(false);
        }}>
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
          <Button type="submit" loading={mark.isPending}>
            <Trans>Send to the clinic</Trans>
          </Button>
          <Button variant="default" onClick={() => setReporting(false)} disabled={mark.isPending}>
            <Trans>Back</Trans>
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Text component="legend" fw={600} p={0}>
        <Trans>I got my medication</Trans>
      </Text>
      <Group gap="sm">
        <Button leftSection={<IconCircleCheck size={18} aria-hidden />} loading={mark.isPending} onClick={() => void answer(true)}>
          <Trans>Yes</Trans>
        </Button>
        <Button variant="default" onClick={() => setReporting(true)} disabled={mark.isPending}>
          <Trans>No</Trans>
        </Button>
      </Group>
      {failed}
    </Stack>
  );
}
