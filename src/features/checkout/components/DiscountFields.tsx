// The promo code (digits only, not empty) and gift card (16 digits) of the checkout (spec §5): each is tried
// against a fresh quote before it is applied, so an invalid or expired code is said right at its field.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { validationMessages } from '../../../components/form/validation-messages.ts';
import { canApplyPromoCode, giftCardNumberSchema, GIFT_CARD_NUMBER_LENGTH, PROMO_CODE_MAX_LENGTH } from '../../../domain/payments/gift-and-promo.ts';
import { isValidationMessageKey } from '../../../domain/validation/messages.ts';
import type { FieldFailure } from '../lib/quote-errors.ts';

/** Four groups of four, as printed on the card. */
function formatGiftCardInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, GIFT_CARD_NUMBER_LENGTH);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

type ApplyOutcome = FieldFailure | null;

type FieldProps = {
  readonly applied: string | null;
  readonly onApply: (value: string) => Promise<ApplyOutcome>;
  readonly onRemove: () => void;
  readonly disabled: boolean;
};

const requiredMessage = msg`This field is required`;

/** Inside the field, so the button stays beside the input whatever the field's description or error. */
function ApplyButton({ busy, disabled }: { busy: boolean; disabled: boolean }) {
  return (
    <Button type="submit" variant="light" size="compact-sm" loading={busy} disabled={disabled}>
      <Trans>Apply</Trans>
    </Button>
  );
}

function messageOfKey(key: unknown): MessageDescriptor {
  return isValidationMessageKey(key) ? validationMessages[key] : requiredMessage;
}

export function PromoCodeField({ applied, onApply, onRemove, disabled }: FieldProps) {
  const { t, i18n } = useLingui();
  const [code, setCode] = useState('');
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const decision = canApplyPromoCode({ code, instalmentFinancing: false });
    if (!decision.ok) return setError(messageOfKey(decision.reason));
    setBusy(true);
    try {
      const failure = await onApply(decision.code);
      setError(failure?.message ?? null);
      if (!failure) setCode('');
    } finally {
      setBusy(false);
    }
  };

  if (applied) {
    return (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
          <Trans>Promo code {applied} applied</Trans>
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={onRemove} aria-label={t`Remove promo code ${applied}`} disabled={disabled} style={{ flexShrink: 0 }}>
          <Trans>Remove</Trans>
        </Button>
      </Group>
    );
  }
  return (
    <form onSubmit={(event) => void apply(event)} noValidate>
      <TextInput
          label={<Trans>Promo code</Trans>}
          inputMode="numeric"
          autoComplete="off"
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, PROMO_CODE_MAX_LENGTH));
            setError(null);
          }}
          error={error ? i18n._(error) : undefined}
          rightSectionWidth={84}
          rightSection={<ApplyButton busy={busy} disabled={disabled} />}
        />
    </form>
  );
}

export function GiftCardField({ applied, onApply, onRemove, disabled, appliedAmount }: FieldProps & { readonly appliedAmount: string | null }) {
  const { t, i18n } = useLingui();
  const [number, setNumber] = useState('');
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = giftCardNumberSchema.safeParse(number);
    if (!parsed.success) return setError(messageOfKey(parsed.error.issues[0]?.message));
    setBusy(true);
    try {
      const failure = await onApply(parsed.data);
      setError(failure?.message ?? null);
      if (!failure) setNumber('');
    } finally {
      setBusy(false);
    }
  };

  if (applied) {
    const lastFour = applied;
    return (
      <Stack gap={2}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
            <Trans>Gift card ending {lastFour} applied</Trans>
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={onRemove} aria-label={t`Remove gift card ending ${lastFour}`} disabled={disabled} style={{ flexShrink: 0 }}>
            <Trans>Remove</Trans>
          </Button>
        </Group>
        {appliedAmount ? (
          <Text size="xs" c="dimmed">
            <Trans>{appliedAmount} of this order is paid with it.</Trans>
          </Text>
        ) : null}
      </Stack>
    );
  }
  return (
    <form onSubmit={(event) => void apply(event)} noValidate>
      <TextInput
          label={<Trans>Gift card number</Trans>}
          description={<Trans>16 digits</Trans>}
          inputMode="numeric"
          autoComplete="off"
          value={number}
          onChange={(event) => {
            setNumber(formatGiftCardInput(event.currentTarget.value));
            setError(null);
          }}
          error={error ? i18n._(error) : undefined}
          rightSectionWidth={84}
          rightSection={<ApplyButton busy={busy} disabled={disabled} />}
        />
    </form>
  );
}
