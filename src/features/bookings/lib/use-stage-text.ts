import { useLingui } from '@lingui/react/macro';
import type { StageMessage } from '../../../domain/orders/stage-messages.ts';
import { scheduledForValues } from '../../../domain/scheduling/zoned-time.ts';
import { STAGE_MESSAGE_LABELS } from './stage-labels.ts';

/** The stage message as text in the reader's language, the scheduled time on the client's clock. */
export function useStageText(timeZone: string): (message: StageMessage) => { title: string; body: string | null } {
  const { i18n, t } = useLingui();
  return (message) => {
    const title = i18n._(STAGE_MESSAGE_LABELS[message.titleKey]);
    if (message.bodyKey === 'stage.consultBooked.scheduledFor' && message.scheduledAt) {
      const { date, time, zone } = scheduledForValues(message.scheduledAt, timeZone, i18n.locale);
      return { title, body: t`Scheduled for ${date} at ${time} ${zone}` };
    }
    return { title, body: message.bodyKey ? i18n._(STAGE_MESSAGE_LABELS[message.bodyKey]) : null };
  };
}
