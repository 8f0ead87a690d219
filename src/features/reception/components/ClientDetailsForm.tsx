// Step 1 of the front desk's client form, "name details" (spec §3): names, email, date of birth, phone code and
// phone, gender (male or female), time zone, height (feet and inches, or cm) and weight with its unit. Checked
// by the shared rules of src/domain/reception on Next; also the edit form of a client's details.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NumberInput, Radio, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { focusFirstInvalid } from '../../../components/form/focus-first-invalid.ts';
import { formatDateOfBirth, formatUsPhone } from '../../../components/form/input-format.ts';
import { readableErrorColor } from '../../../components/form/readable-colors.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { timezonesQueryOptions } from '../../../components/timezone/api/timezones.ts';
import { isPartialWeight, type WeightUnit } from '../../../domain/progress/weight.ts';
import { HEIGHT_LIMITS, makeClientDetailsSchema, PHONE_CODES, type HeightUnit } from '../../../domain/reception/client-form.ts';
import { PHONE_EXAMPLE } from '../../../domain/validation/phone.ts';
import { clientDetailsCandidate, type ClientDetailsValues } from '../lib/client-form-values.ts';

type ClientDetailsFormProps = {
  initial: ClientDetailsValues;
  /** Errors the server found (BAD_USER_INPUT fields, EMAIL_TAKEN), keyed by field path. */
  serverErrors?: Record<string, string>;
  /** The email of a client who has signed in is theirs to change: shown, not editable. */
  emailLocked?: boolean;
  submitLabel: ReactNode;
  submitting?: boolean;
  onSubmit: (values: ClientDetailsValues) => void;
  /** Kept by the wizard so that Back from the address step shows what was typed. */
  onEdit?: (values: ClientDetailsValues) => void;
  secondaryAction?: ReactNode;
};

export function ClientDetailsForm({ initial, serverErrors, emailLocked = false, submitLabel, submitting = false, onSubmit, onEdit, secondaryAction }: ClientDetailsFormProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const timezones = useQuery(timezonesQueryOptions());
  const form = useForm<ClientDetailsValues>({
    mode: 'controlled',
    initialValues: initial,
    ...(serverErrors ? { initialErrors: serverErrors } : {}),
    validate: (values) => schemaResolver(makeClientDetailsSchema(), { sync: true })(clientDetailsCandidate(values)),
    ...(onEdit ? { onValuesChange: onEdit } : {}),
  });
  const field = (path: string) => ({ ...form.getInputProps(path), error: errorText(form.errors[path]) });

  const zoneOptions = (timezones.data ?? []).map((zone) => ({ value: zone.name, label: zone.label }));
  if (form.values.timezone && !zoneOptions.some((zone) => zone.value === form.values.timezone)) {
    zoneOptions.unshift({ value: form.values.timezone, label: form.values.timezone });
  }
  const heightUnit = form.values.height.unit;

  return (
    <form onSubmit={form.onSubmit(onSubmit, focusFirstInvalid)} noValidate style={readableErrorColor}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={<Trans>First name</Trans>} autoComplete="off" required {...field('firstName')} />
          <TextInput label={<Trans>Last name</Trans>} autoComplete="off" required {...field('lastName')} />
          <TextInput
            label={<Trans>Email</Trans>}
            description={emailLocked ? <Trans>The client changes their email themselves.</Trans> : <Trans>The invitation to set a password goes here.</Trans>}
            type="email"
            inputMode="email"
            autoComplete="off"
            required
            readOnly={emailLocked}
            {...field('email')}
          />
          <TextInput
            label={<Trans>Date of birth</Trans>}
            description={<Trans>MM/DD/YYYY</Trans>}
            inputMode="numeric"
            autoComplete="off"
            required
            {...field('dob')}
            onChange={(event) => form.setFieldValue('dob', formatDateOfBirth(event.currentTarget.value))}
          />
        </SimpleGrid>
        <Group gap="md" align="flex-start" wrap="nowrap">
          <Select
            label={<Trans>Phone code</Trans>}
            data={PHONE_CODES.map((code) => ({ value: code, label: code }))}
            allowDeselect={false}
            w={112}
            {...field('phoneCode')}
            onChange={(value) => form.setFieldValue('phoneCode', value ?? PHONE_CODES[0])}
          />
          <TextInput
            style={{ flex: 1 }}
            label={<Trans>Phone number</Trans>}
            description={<Trans>US number, for example {PHONE_EXAMPLE}</Trans>}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            required
            {...field('phone')}
            onChange={(event) => form.setFieldValue('phone', formatUsPhone(event.currentTarget.value))}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Radio.Group label={<Trans>Gender</Trans>} required {...field('gender')}>
            <Group gap="lg" mt={6}>
              <Radio value="MALE" label={<Trans>Male</Trans>} />
              <Radio value="FEMALE" label={<Trans>Female</Trans>} />
            </Group>
          </Radio.Group>
          <Select
            label={<Trans>Time zone</Trans>}
            description={<Trans>The client's appointment times are shown in this time zone</Trans>}
            required
            searchable
            data={zoneOptions}
            placeholder={timezones.isPending ? t`Loading time zones…` : t`Choose a time zone`}
            nothingFoundMessage={<Trans>No time zone found</Trans>}
            {...field('timezone')}
            onChange={(value) => form.setFieldValue('timezone', value ?? '')}
          />
        </SimpleGrid>
        <Stack gap={6} role="group" aria-labelledby="client-height-label">
          <Group justify="space-between" gap="xs">
            <Text id="client-height-label" size="sm" fw={500}>
              <Trans>Height</Trans>
            </Text>
            <SegmentedControl
              size="xs"
              aria-label={t`Height unit`}
              data={[
                { value: 'FT_IN', label: t`Feet and inches` },
                { value: 'CM', label: t`cm` },
              ]}
              value={heightUnit}
              onChange={(value) => form.setFieldValue('height.unit', value as HeightUnit)}
            />
          </Group>
          {heightUnit === 'CM' ? (
            <NumberInput
              label={<Trans>Height in cm</Trans>}
              min={HEIGHT_LIMITS.cm.min}
              max={HEIGHT_LIMITS.cm.max}
              decimalScale={1}
              allowNegative={false}
              required
              maw={200}
              {...field('height.cm')}
            />
          ) : (
            <Group gap="md" align="flex-start" wrap="nowrap">
              <NumberInput label={<Trans>Feet</Trans>} min={HEIGHT_LIMITS.feet.min} max={HEIGHT_LIMITS.feet.max} allowDecimal={false} allowNegative={false} required w={120} {...field('height.feet')} />
              <NumberInput label={<Trans>Inches</Trans>} min={HEIGHT_LIMITS.inches.min} max={HEIGHT_LIMITS.inches.max} allowDecimal={false} allowNegative={false} w={120} {...field('height.inches')} />
            </Group>
          )}
        </Stack>
        <Group gap="md" align="flex-start" wrap="nowrap">
          <TextInput
            label={<Trans>Weight</Trans>}
            inputMode="decimal"
            autoComplete="off"
            required
            w={160}
            {...field('weight.value')}
            onChange={(event) => {
              const next = event.currentTarget.value.trim();
              if (isPartialWeight(next)) form.setFieldValue('weight.value', next);
            }}
          />
          <Select
            label={<Trans>Weight unit</Trans>}
            data={[
              { value: 'Lb', label: t`lb` },
              { value: 'Kg', label: t`kg` },
            ]}
            allowDeselect={false}
            w={110}
            {...field('weight.unit')}
            onChange={(value) => form.setFieldValue('weight.unit', (value ?? 'Lb') as WeightUnit)}
          />
        </Group>
        <Group justify="flex-end" gap="sm">
          {secondaryAction}
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
