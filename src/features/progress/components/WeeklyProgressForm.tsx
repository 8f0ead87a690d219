// The weekly progress record (spec §3): weight with its unit, how the client felt, the dose taken, who gave it
// and the day. Checked with the domain's schema before sending; the server checks the same rules.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { showInfoToast } from '../../../app/feedback.ts';
import { readApiError } from '../../../components/form/api-error.ts';
import { failureMessage } from '../../../components/form/failure-message.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { isOffline, offlineSaveMessage } from '../../../components/form/offline.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { ADMINISTERED_BY, DOSAGE_MAX_LENGTH, FEELINGS, makeWeeklyProgressSchema, type AdministeredBy, type Feeling } from '../../../domain/progress/weekly-progress.ts';
import type { WeightUnit } from '../../../domain/progress/weight.ts';
import { useAddWeeklyProgress } from '../api/progress.ts';
import { newClientKey } from '../lib/client-key.ts';
import { ADMINISTERED_BY_LABELS, deviceToday, FEELING_LABELS } from '../lib/labels.ts';
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

export function WeeklyProgressForm({ clientId, defaultUnit, orderItemId }: { clientId: string; defaultUnit: WeightUnit; orderItemId: string | null }) {
  const { i18n, t } = useLingui();
  const errorText = useErrorText();
  const add = useAddWeeklyProgress(clientId);
  const empty = (): Values => ({ weight: '', feeling: '', dosage: '', administeredBy: 'SELF', recordedOn: deviceToday() });
  const [values, setValues] = useState<Values>(empty);
  const [unit, setUnit] = useState<WeightUnit>(defaultUnit);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [key, setKey] = useState(newClientKey);

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
    if (isOffline()) {
      setFailure(offlineSaveMessage);
      return;
    }
    const record = parsed.data;
    try {
      await add.mutateAsync({
        clientRecordId: key,
        orderItemId,
        weight: record.weight.value,
        weightUnit: record.weight.unit,
        feeling: record.feeling,
        dosage: record.dosage,
        administeredBy: record.administeredBy,
        recordedOn: record.recordedOn,
      });
      setValues(empty());
      setKey(newClientKey());
      showInfoToast(msg`Weekly progress saved.`);
    } catch (caught) {
      const info = readApiError(caught);
      if (info.code === 'BAD_USER_INPUT' && Object.keys(info.fields).length > 0) {
        const next: Errors = {};
        for (const name of Object.keys(FIELD_IDS) as FieldName[]) {
          const found = info.fields[name] ?? (name === 'weight' ? info.fields.weightUnit : undefined);
          if (found) next[name] = found;
        }
        if (Object.keys(next).length > 0) showErrors(next);
        else setFailure(failureMessage(info));
      } else setFailure(info.network ? offlineSaveMessage : failureMessage(info));
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
          <Button type="submit" loading={add.isPending}>
            <Trans>Save weekly progress</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
