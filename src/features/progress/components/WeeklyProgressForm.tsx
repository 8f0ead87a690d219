// The weekly progress record (spec §3): weight with its unit, how the client felt, the dose taken, who gave it
// and the day. Checked with the domain's schema before it is stored on this device (the outbox), which sends it now
// or once back online; the server checks the same rules, and a refusal is listed above the form with its reason.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { showInfoToast } from '../../../app/feedback.ts';
import type { OutboxPayloads } from '../../../app/outbox/outbox-entry.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { isOffline } from '../../../components/form/offline.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { ADMINISTERED_BY, DOSAGE_MAX_LENGTH, FEELINGS, makeWeeklyProgressSchema, type AdministeredBy, type Feeling } from '../../../domain/progress/weekly-progress.ts';
import type { WeightUnit } from '../../../domain/progress/weight.ts';
import { logWeeklyProgress } from '../api/progress.ts';
import { ADMINISTERED_BY_LABELS, deviceToday, FEELING_LABELS } from '../lib/labels.ts';
import { notStoredMessage, savedOfflineMessage } from '../lib/save-messages.ts';
import { WeightField } from './WeightField.tsx';

type Values = { weight: string; feeling: Feeling | ''; dosage: string; administeredBy: AdministeredBy; recordedOn: string };
type FieldName = 'weight' | 'feeling' | 'dosage' | 'administeredBy' | 'recordedOn';
type Errors = Partial<Record<FieldName, string>>;

const FIELD_IDS: Record<FieldName, string> = {
  weight: 'weekly-weight',
  feeling: 'weekly-feeling',
  dosage: 'weekly-dosage',
  administeredBy: 'weekly-administered-by',
  recordedOn: 'weekly-recorded-on',
};

const schema = makeWeeklyProgressSchema({ today: () => deviceToday() });

function fieldOf(path: readonly PropertyKey[]): FieldName | null {
  const [first] = path;
  if (first === 'weight') return 'weight';
  return first === 'feeling' || first === 'dosage' || first === 'administeredBy' || first === 'recordedOn' ? first : null;
}

type Props = {
  clientId: string;
  defaultUnit: WeightUnit;
  orderItemId: string | null;
  /** A refused record put back to be fixed. */
  initial?: OutboxPayloads['weeklyProgress'] | undefined;
};

function valuesOf(record: OutboxPayloads['weeklyProgress']): Values {
  return { weight: String(record.weight), feeling: record.feeling, dosage: record.dosage, administeredBy: record.administeredBy, recordedOn: record.recordedOn };
}

export function WeeklyProgressForm({ clientId, defaultUnit, orderItemId, initial }: Props) {
  const { i18n, t } = useLingui();
  const errorText = useErrorText();
  const empty = (): Values => ({ weight: '', feeling: '', dosage: '', administeredBy: 'SELF', recordedOn: deviceToday() });
  const [values, setValues] = useState<Values>(() => (initial ? valuesOf(initial) : empty()));
  const [unit, setUnit] = useState<WeightUnit>(initial?.weightUnit ?? defaultUnit);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const showErrors = (next: Errors) => {
    setErrors(next);
    const first = (Object.keys(FIELD_IDS) as FieldName[]).find((name) => next[name]);
    if (first) document.getElementById(FIELD_IDS[first])?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = schema.safeParse({ ...values, weight: { value: values.weight, unit } });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const name = fieldOf(issue.path);
        if (name && !next[name]) next[name] = issue.message;
      }
      showErrors(next);
      return;
    }
    const record = parsed.data;
    setSaving(true);
    try {
      await logWeeklyProgress(clientId, {
        orderItemId: initial?.orderItemId ?? orderItemId,
        weight: record.weight.value,
        weightUnit: record.weight.unit,
        feeling: record.feeling,
        dosage: record.dosage,
        administeredBy: record.administeredBy,
        recordedOn: record.recordedOn,
      });
      setValues(empty());
      showInfoToast(isOffline() ? savedOfflineMessage : msg`Weekly progress saved.`);
    } catch {
      setFailure(notStoredMessage);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Log your weekly progress`}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <WeightField
            id={FIELD_IDS.weight}
            label={t`Weight`}
            value={values.weight}
            unit={unit}
            error={errorText(errors.weight)}
            onChange={(value) => set('weight', value)}
            onUnitChange={(next) => {
              setUnit(next);
              setErrors((e) => ({ ...e, weight: undefined }));
            }}
          />
          <TextInput
            id={FIELD_IDS.recordedOn}
            type="date"
            label={t`Recorded on`}
            required
            max={deviceToday()}
            value={values.recordedOn}
            error={errorText(errors.recordedOn)}
            onChange={(event) => set('recordedOn', event.currentTarget.value)}
          />
          <NativeSelect
            id={FIELD_IDS.feeling}
            label={t`How are you feeling?`}
            required
            value={values.feeling}
            error={errorText(errors.feeling)}
            onChange={(event) => set('feeling', event.currentTarget.value as Feeling | '')}
            data={[{ value: '', label: t`Choose one`, disabled: true }, ...FEELINGS.map((f) => ({ value: f, label: i18n._(FEELING_LABELS[f]) }))]}
          />
          <NativeSelect
            id={FIELD_IDS.administeredBy}
            label={t`Dose given by`}
            required
            value={values.administeredBy}
            error={errorText(errors.administeredBy)}
            onChange={(event) => set('administeredBy', event.currentTarget.value as AdministeredBy)}
            data={ADMINISTERED_BY.map((a) => ({ value: a, label: i18n._(ADMINISTERED_BY_LABELS[a]) }))}
          />
        </SimpleGrid>
        <TextInput
          id={FIELD_IDS.dosage}
          label={t`Dosage`}
          description={t`The dose you took this week, for example 0.25 mg`}
          required
          maxLength={DOSAGE_MAX_LENGTH}
          value={values.dosage}
          error={errorText(errors.dosage)}
          onChange={(event) => set('dosage', event.currentTarget.value)}
        />
        {failure ? <FormAlert title={i18n._(failure)} /> : null}
        <Group>
          <Button type="submit" loading={saving}>
            <Trans>Save weekly progress</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
