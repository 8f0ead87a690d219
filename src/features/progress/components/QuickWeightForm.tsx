// A quick weight reading (addMetricReadings with one WEIGHT reading, measured now).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { showInfoToast } from '../../../app/feedback.ts';
import { readApiError } from '../../../components/form/api-error.ts';
import { failureMessage } from '../../../components/form/failure-message.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { isOffline, offlineSaveMessage } from '../../../components/form/offline.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { weightValueSchema, type WeightUnit } from '../../../domain/progress/weight.ts';
import { useAddWeightReading } from '../api/progress.ts';
import { newClientKey } from '../lib/client-key.ts';
import { WeightField } from './WeightField.tsx';

export function QuickWeightForm({ clientId, defaultUnit }: { clientId: string; defaultUnit: WeightUnit }) {
  const { i18n, t } = useLingui();
  const errorText = useErrorText();
  const add = useAddWeightReading(clientId);
  const [text, setText] = useState('');
  const [unit, setUnit] = useState<WeightUnit>(defaultUnit);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  // One key per reading being entered: a retry after a lost answer sends the same key.
  const [key, setKey] = useState(newClientKey);

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
    if (isOffline()) {
      setFailure(offlineSaveMessage);
      return;
    }
    try {
      await add.mutateAsync({ clientReadingId: key, metricType: 'WEIGHT', unit, value: parsed.data });
      setText('');
      setKey(newClientKey());
      showInfoToast(msg`Weight saved.`);
    } catch (caught) {
      const info = readApiError(caught);
      if (info.code === 'BAD_USER_INPUT' && info.fields.value) setError(info.fields.value);
      else setFailure(info.network ? offlineSaveMessage : failureMessage(info));
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
          <Button type="submit" loading={add.isPending}>
            <Trans>Save weight</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
