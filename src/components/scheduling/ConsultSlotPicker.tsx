// "Choose a time" for one item in the cart (checkout) or one desk booking (the front desk): a consultation's provider, or a lab test's lab collector (any by
// default), a week (asked for one at a time), a day, and a free time, which is held for 10 minutes at once so the order can book it. Picking
// another time replaces the hold. While held, a countdown says for how long; when it runs out the picker says
// so and asks for a time again.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { IconClockCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { RadioButtons } from './RadioButtons.tsx';
import { SlotGrid, type GridSlot } from './SlotGrid.tsx';
import { holdDeadline } from '../../domain/scheduling/hold.ts';
import { checkoutProvidersQueryOptions, checkoutSlotsQueryOptions, holdSlot, releaseSlot, type CheckoutHold } from './api/consult-slots.ts';
import { consultBookingFailed, holdExpiredMessage, labBookingFailed } from './slot-messages.ts';
import { parseSlotValue, slotValue, slotWindow, uniqueStarts, withHeldSlot } from './slot-days.ts';
import { HoldCountdown } from './HoldCountdown.tsx';
import { WeekPager } from './WeekPager.tsx';

const ANY_PROVIDER = '';

/** A consultation with a provider, or a lab collection with a lab collector. */
export type SlotKind = 'consult' | 'lab';

/** What the grid needs of a free (or the held) time. */
type PickerSlot = { readonly startTime: string; readonly provider: { readonly id: string; readonly name: string } };
type PickerDay = { readonly date: string; readonly morning: readonly PickerSlot[]; readonly afternoon: readonly PickerSlot[]; readonly evening: readonly PickerSlot[] };

type ConsultSlotPickerProps = {
  readonly kind: SlotKind;
  readonly productId: string;
  readonly productName: string;
  readonly locationId: string;
  readonly timeZone: string;
  readonly hold: CheckoutHold | null;
  readonly onHold: (hold: CheckoutHold | null) => void;
  /** Shown under the picker: no time chosen yet at Place order, or the held time was lost. */
  readonly error: string | null;
  /** The front desk holds the time for this client (the words say so); a client holds for itself. */
  readonly forClientId?: string | null;
};

export function ConsultSlotPicker({ kind, productId, productName, locationId, timeZone, hold, onHold, error, forClientId = null }: ConsultSlotPickerProps) {
  const forDesk = forClientId !== null;
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [providerId, setProviderId] = useState(ANY_PROVIDER);
  const [week, setWeek] = useState(0);
  const [day, setDay] = useState<string | null>(null);
  const [holding, setHolding] = useState(false);
  const [holdFailed, setHoldFailed] = useState(false);
  const [expired, setExpired] = useState(false);
  const range = useMemo(() => slotWindow(new Date(), timeZone, week), [timeZone, week]);
  const providers = useQuery(checkoutProvidersQueryOptions(productId, locationId, kind === 'lab' ? 'LAB_COLLECTOR' : null));
  const slotsRequest = { productId, locationId, providerId: providerId || null, ...range, timezone: timeZone };
  const slots = useQuery(checkoutSlotsQueryOptions(slotsRequest));

  const heldSlot = hold ? { startTime: hold.startTime, provider: hold.provider } : null;
  const days = (slots.data ?? []).map((d) => withHeldSlot<PickerSlot, PickerDay>(d, heldSlot, timeZone)).filter((d) => d.morning.length + d.afternoon.length + d.evening.length > 0);
  const shownDay = days.find((d) => d.date === day) ?? days[0];
  const timeOf = (startTime: string) => i18n.date(startTime, { timeStyle: 'short', timeZone });
  const toGrid = (list: readonly PickerSlot[]): GridSlot[] =>
    uniqueStarts(list).map((slot) => ({ value: slotValue(slot), time: timeOf(slot.startTime), ariaLabel: t`${timeOf(slot.startTime)} with ${slot.provider.name}` }));
  // The held time stays selected however the provider filter reads it.
  const selected = hold ? `${hold.provider.id}|${hold.startTime}` : null;
  const gridValue = shownDay && selected ? (uniqueStarts([...shownDay.morning, ...shownDay.afternoon, ...shownDay.evening]).some((s) => slotValue(s) === selected) ? selected : null) : null;

  const pick = async (value: string) => {
    const chosen = parseSlotValue(value);
    if (!chosen || holding || value === selected) return;
    setHolding(true);
    setHoldFailed(false);
    setExpired(false);
    try {
      const held = await holdSlot({ ...chosen, productId, locationId, ...(forClientId ? { clientId: forClientId } : {}) });
      const deadline = holdDeadline(new Date()).getTime();
      if (hold) void releaseSlot(hold.id, forClientId);
      onHold({ ...held, deadline });
    } catch {
      setHoldFailed(true);
      await queryClient.invalidateQueries({ queryKey: ['checkout', 'slots'] });
    } finally {
      setHolding(false);
    }
  };

  // The server lapses the hold by itself; the times are asked afresh, as the held one is free again.
  const holdRanOut = () => {
    setExpired(true);
    onHold(null);
    void queryClient.invalidateQueries({ queryKey: ['checkout', 'slots'] });
  };

  const headingId = `slot-heading-${productId}`;
  const when = hold ? i18n.date(hold.startTime, { dateStyle: 'full', timeStyle: 'short', timeZone }) : '';
  const failedMessage = kind === 'lab' ? labBookingFailed : consultBookingFailed;
  const shownError = holdFailed ? i18n._(failedMessage) : expired && !hold ? i18n._(holdExpiredMessage) : error;
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId} data-testid="consult-slot-picker">
      <Title order={3} size="h5" id={headingId}>
        <Trans>Choose a time for {productName}</Trans>
      </Title>
      {kind === 'lab' ? (
        <Text size="sm" c="dimmed">
          <Trans>A lab collector takes your sample in person at this location.</Trans>
        </Text>
      ) : null}
      <Select
        label={kind === 'lab' ? t`Lab collector` : t`Provider`}
        data={[
          { value: ANY_PROVIDER, label: kind === 'lab' ? t`Any available lab collector` : t`Any available provider` },
          ...(providers.data ?? []).map((p) => ({ value: p.id, label: p.name })),
        ]}
        value={providerId}
        onChange={(value) => setProviderId(value ?? ANY_PROVIDER)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <WeekPager
        week={week}
        from={range.from}
        to={range.to}
        onChange={(next) => {
          setWeek(next);
          setDay(null);
        }}
      />
      {slots.isPending ? (
        <Loader size="sm" aria-label={t`Loading free times`} />
      ) : slots.isError ? (
        <Text size="sm" c="red.8" role="alert">
          <Trans>Free times could not be loaded. Please try again later.</Trans>
        </Text>
      ) : days.length === 0 ? (
        <Text size="sm" c="dimmed">
          {kind === 'lab' ? <Trans>No free times this week. Please try another week or lab collector.</Trans> : <Trans>No free times this week. Please try another week or provider.</Trans>}
        </Text>
      ) : (
        <>
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              <Trans>Day</Trans>
            </Text>
            <RadioButtons
              label={t`Day`}
              options={days.map((d) => ({ value: d.date, label: i18n.date(`${d.date}T12:00:00Z`, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }) }))}
              value={shownDay?.date ?? null}
              onChange={setDay}
            />
          </Stack>
          {shownDay ? (
            <SlotGrid
              day={{ morning: toGrid(shownDay.morning), afternoon: toGrid(shownDay.afternoon), evening: toGrid(shownDay.evening) }}
              value={gridValue}
              onChange={(value) => void pick(value)}
              disabled={holding}
            />
          ) : null}
        </>
      )}
      {hold ? (
        <Alert color="teal" variant="light" icon={<IconClockCheck aria-hidden />} role="status">
          <Text size="sm" fw={600}>
            {forDesk ? <Trans>Held for the client: {when}</Trans> : <Trans>Held for you: {when}</Trans>}
          </Text>
          <HoldCountdown key={hold.id} deadline={hold.deadline} onExpired={holdRanOut} />
          <Text size="sm">
            {forDesk ? <Trans>Book before then to keep this time.</Trans> : <Trans>Finish checking out before then to keep this time.</Trans>}
          </Text>
        </Alert>
      ) : null}
      {shownError ? (
        <Text size="sm" c="red.8" role="alert">
          {shownError}
        </Text>
      ) : null}
    </Stack>
  );
}
