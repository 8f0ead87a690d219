// A quick weight reading (addMetricReadings with one WEIGHT reading, measured now), stored on this device first
// (the outbox) so it is kept offline too; the history shows it at once as 'Waiting to sync'.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { showInfoToast } from '../../../app/feedback.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { isOffline } from '../../../components/form/offline.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { weightValueSchema, type WeightUnit } from '../../../domain/progress/weight.ts';
import { logWeightReading } from '../api/progress.ts';
import { notStoredMessage, savedOfflineMessage } from '../lib/save-messages.ts';
import { WeightField } from './WeightField.tsx';

type Props = {
  clientId: string;
  defaultUnit: WeightUnit;
  /** A refused reading put back to be fixed. */
  initial?: { value: number; unit: WeightUnit } | undefined;
};

export function QuickWeightForm({ clientId, defaultUnit, initial }: Props) {
  const { i18n, t } = useLingui();
  const errorText = useErrorText();
  const [text, setText] = useState(initial ? String(initial.value) : '');
  const [unit, setUnit] = useState<WeightUnit>(initial?.unit ?? defaultUnit);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = weightValueSchema(unit).safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'validation.invalid');
      document.getElementById('quick-weight')?.focus();
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await logWeightReading(clientId, { value: parsed.data, unit });
      setText('');
      showInfoToast(isOffline() ? savedOfflineMessage : msg`Weight saved.`);
    } catch {
      setFailure(notStoredMessage);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Log a weight reading`}>
      <Stack gap="sm">
        <WeightField
          id="quick-weight"
          label={t`Weight now`}
          value={text}
          unit={unit}
          error={errorText(error)}
          onChange={(value) => {
            setText(value);
            setError(null);
          }}
          onUnitChange={(next) => {
            setUnit(next);
            setError(null);
          }}
        />
        {failure ? <FormAlert title={i18n._(failure)} /> : null}
        <Group>
          <Button type="submit" loading={saving}>
            <Trans>Save weight</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
