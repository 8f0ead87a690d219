// The time-slot picker (spec §2): a day, then a time grouped morning, afternoon and evening on the client's
// clock. Confirming without a time says 'A time slot must be selected'; a failed booking says 'Failed to book
// consultation. Please try again later.' and offers the fresh times. Rescheduling says the time booked now and
// offers a provider choice: the same provider first (the default), any other who offers the service, or any.
// One week is asked for and shown at a time.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Chip, Group, Loader, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PARTS_OF_DAY, type PartOfDay } from '../../../domain/scheduling/part-of-day.ts';
import { bookingSlotsQueryOptions, type Slot, type SlotDay } from '../api/available-slots.ts';
import { slotWindow } from '../../../components/scheduling/slot-days.ts';
import { WeekPager } from '../../../components/scheduling/WeekPager.tsx';

const PART_LABELS = { morning: msg`Morning`, afternoon: msg`Afternoon`, evening: msg`Evening` } as const satisfies Record<PartOfDay, unknown>;

export const FAILED_TO_BOOK = msg`Failed to book consultation. Please try again later.`;

type SlotPickerDialogProps = {
  opened: boolean;
  title: string;
  confirmLabel: string;
  productId: string;
  locationId: string;
  /** Only this provider's times; all providers' when null. */
  providerId: string | null;
  /** A reschedule: the time booked now and its provider (chosen first among the providers offered). */
  current?: { readonly startTime: string; readonly providerId: string; readonly providerName: string } | null;
  timeZone: string;
  pending: boolean;
  onClose: () => void;
  /** Resolves true when booked; false keeps the dialog open with the failure shown. */
  onConfirm: (slot: Slot) => Promise<boolean>;
};

const slotKey = (slot: Slot) => `${slot.startTime}|${slot.provider.id}`;

export function SlotPickerDialog(props: SlotPickerDialogProps) {
  const { opened, title, onClose } = props;
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg" closeButtonProps={{ 'aria-label': t`Close dialog` }}>
      {opened ? <PickerBody {...props} /> : null}
    </Modal>
  );
}

/** The day with only the chosen provider's times (every provider's with ANY_PROVIDER). */
function forProvider(day: SlotDay, providerId: string): SlotDay {
  if (providerId === ANY_PROVIDER) return day;
  const keep = (slots: readonly Slot[]) => slots.filter((slot) => slot.provider.id === providerId);
  return { ...day, morning: keep(day.morning), afternoon: keep(day.afternoon), evening: keep(day.evening) };
}

const ANY_PROVIDER = 'any';

function PickerBody({ confirmLabel, productId, locationId, providerId, current, timeZone, pending, onClose, onConfirm }: SlotPickerDialogProps) {
  const { t, i18n } = useLingui();
  const [week, setWeek] = useState(0);
  const [today] = useState(() => new Date());
  const range = slotWindow(today, timeZone, week);
  // A reschedule may move to another provider: every provider's times are read, then narrowed to the choice.
  const query = useQuery(bookingSlotsQueryOptions({ productId, locationId, providerId: current ? null : providerId, timezone: timeZone, ...range }));
  const [provider, setProvider] = useState<string>(current?.providerId ?? ANY_PROVIDER);
  const providers = providersOf(query.data ?? [], current ?? null);
  const days = (query.data ?? []).map((d) => forProvider(d, current ? provider : ANY_PROVIDER)).filter((d) => PARTS_OF_DAY.some((part) => d[part].length > 0));
  const [date, setDate] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const dayGroupId = useId();
  const day: SlotDay | undefined = days.find((d) => d.date === date) ?? days[0];
  const slots = day ? PARTS_OF_DAY.flatMap((part) => day[part]) : [];

  const confirm = async () => {
    const slot = slots.find((s) => slotKey(s) === chosen);
    if (!slot) {
      setError(t`A time slot must be selected`);
      return;
    }
    setError(null);
    const booked = await onConfirm(slot);
    if (!booked) {
      setError(i18n._(FAILED_TO_BOOK));
      setChosen(null);
      await query.refetch();
    }
  };

  if (query.isError) return <Alert color="red" role="alert">{i18n._(FAILED_TO_BOOK)}</Alert>;
  return (
    <Stack gap="md">
      {current ? (
        <Text size="sm">
          <Trans>
            Booked now: <strong>{i18n.date(current.startTime, { dateStyle: 'full', timeStyle: 'short', timeZone })}</strong> with {current.providerName}
          </Trans>
        </Text>
      ) : null}
      {current ? (
        <NativeSelect
          label={t`Provider`}
          value={provider}
          onChange={(event) => {
            setProvider(event.currentTarget.value);
            setDate(null);
            setChosen(null);
          }}
          data={[
            ...providers.map((p) => ({ value: p.id, label: p.id === current.providerId ? t`${p.name} (booked now)` : p.name })),
            { value: ANY_PROVIDER, label: t`Any provider` },
          ]}
        />
      ) : null}
      <WeekPager
        week={week}
        from={range.from}
        to={range.to}
        onChange={(next) => {
          setWeek(next);
          setDate(null);
          setChosen(null);
        }}
      />
      {query.isPending ? (
        <Loader aria-label={t`Loading free times`} mx="auto" my="lg" />
      ) : days.length === 0 ? (
        <Alert color="gray" variant="light">
          <Trans>There are no free times this week. Please try another week or contact the clinic.</Trans>
        </Alert>
      ) : (
        <>
          <Text id={dayGroupId} fw={600} size="sm">
            <Trans>Day</Trans>
          </Text>
          <Chip.Group value={day?.date ?? null} onChange={(value) => { setDate(String(value)); setChosen(null); }}>
            <Group gap="xs" role="radiogroup" aria-labelledby={dayGroupId}>
              {days.map((d) => (
                <Chip key={d.date} value={d.date} type="radio" size="sm">
                  {i18n.date(`${d.date}T12:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {day ? <DayTimes day={day} chosen={chosen} timeZone={timeZone} showProvider={current ? provider === ANY_PROVIDER : providerId === null} onChoose={(key) => { setChosen(key); setError(null); }} /> : null}
        </>
      )}
      {error ? (
        <Text c="red.9" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={pending}>
          <Trans>Close</Trans>
        </Button>
        <Button onClick={() => void confirm()} loading={pending} disabled={days.length === 0}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}

type DayTimesProps = { day: SlotDay; chosen: string | null; timeZone: string; showProvider: boolean; onChoose: (key: string) => void };

function DayTimes({ day, chosen, timeZone, showProvider, onChoose }: DayTimesProps) {
  const { i18n } = useLingui();
  const baseId = useId();
  return (
    <Chip.Group value={chosen} onChange={(value) => onChoose(String(value))}>
      <Stack gap="sm">
        {PARTS_OF_DAY.filter((part) => day[part].length > 0).map((part) => (
          <div key={part}>
            <Text id={`${baseId}-${part}`} fw={600} size="sm" mb={6}>
              {i18n._(PART_LABELS[part])}
            </Text>
            <Group gap="xs" role="radiogroup" aria-labelledby={`${baseId}-${part}`}>
              {day[part].map((slot) => {
                const time = i18n.date(slot.startTime, { hour: 'numeric', minute: '2-digit', timeZone });
                return (
                  <Chip key={slotKey(slot)} value={slotKey(slot)} type="radio" size="sm" variant="outline">
                    {showProvider ? `${time} · ${slot.provider.name}` : time}
                  </Chip>
                );
              })}
            </Group>
          </div>
        ))}
      </Stack>
    </Chip.Group>
  );
}

/** The providers with free times, the one booked now first (even when they have no free time left). */
function providersOf(days: readonly SlotDay[], current: { readonly providerId: string; readonly providerName: string } | null): { id: string; name: string }[] {
  const byId = new Map<string, string>();
  if (current) byId.set(current.providerId, current.providerName);
  for (const day of days) for (const part of PARTS_OF_DAY) for (const slot of day[part]) if (!byId.has(slot.provider.id)) byId.set(slot.provider.id, slot.provider.name);
  return [...byId].map(([id, name]) => ({ id, name }));
}
