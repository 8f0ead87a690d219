// The time-slot picker (spec §2): a day, then a time grouped morning, afternoon and evening on the client's
// clock. Confirming without a time says 'A time slot must be selected'; a failed booking says 'Failed to book
// consultation. Please try again later.' and offers the fresh times.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Chip, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PARTS_OF_DAY, type PartOfDay } from '../../../domain/scheduling/part-of-day.ts';
import { bookingSlotsQueryOptions, type Slot, type SlotDay } from '../api/available-slots.ts';
import { slotRange } from '../lib/slot-range.ts';

const PART_LABELS = { morning: msg`Morning`, afternoon: msg`Afternoon`, evening: msg`Evening` } as const satisfies Record<PartOfDay, unknown>;

export const FAILED_TO_BOOK = msg`Failed to book consultation. Please try again later.`;

type SlotPickerDialogProps = {
  opened: boolean;
  title: string;
  confirmLabel: string;
  productId: string;
  locationId: string;
  /** Only this provider's times (a reschedule keeps the provider); all providers' otherwise. */
  providerId: string | null;
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

function PickerBody({ confirmLabel, productId, locationId, providerId, timeZone, pending, onClose, onConfirm }: SlotPickerDialogProps) {
  const { t, i18n } = useLingui();
  const [range] = useState(() => slotRange(new Date(), timeZone));
  const query = useQuery(bookingSlotsQueryOptions({ productId, locationId, providerId, timezone: timeZone, ...range }));
  const days = (query.data ?? []).filter((day) => PARTS_OF_DAY.some((part) => day[part].length > 0));
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

  if (query.isPending) return <Loader aria-label={t`Loading free times`} mx="auto" my="lg" />;
  if (query.isError) return <Alert color="red" role="alert">{i18n._(FAILED_TO_BOOK)}</Alert>;
  return (
    <Stack gap="md">
      {days.length === 0 ? (
        <Alert color="gray" variant="light">
          <Trans>There are no free times in the next two weeks. Please try again later or contact the clinic.</Trans>
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
          {day ? <DayTimes day={day} chosen={chosen} timeZone={timeZone} showProvider={providerId === null} onChoose={(key) => { setChosen(key); setError(null); }} /> : null}
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
