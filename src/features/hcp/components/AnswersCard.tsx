// The client's pre-assessment answers (issue 6): each question beside its answer, answers that differ from the
// form's expected one flagged, and 'Mark as reviewed' for the provider's record (markAnswersReviewed).
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconChecks } from '@tabler/icons-react';
import { useId } from 'react';
import { CONSOLE_COLORS } from '../../../components/orders/status-colors.ts';
import { answerRows, type AnswerRow, type AnswerValue } from '../lib/answer-rows.ts';
import type { AnswerSet } from '../lib/console-types.ts';
import { useMarkAnswersReviewedMutation } from '../api/mark-answers-reviewed.ts';
import { runConsoleAction } from '../lib/run-console-action.ts';
import classes from './AnswersCard.module.css';

type AnswersCardProps = { sessionId: string; orderItemId: string | null; answerSets: AnswerSet[]; timeZone: string };

export function AnswersCard({ sessionId, orderItemId, answerSets, timeZone }: AnswersCardProps) {
  const headingId = useId();
  const markReviewed = useMarkAnswersReviewedMutation(sessionId);
  const allReviewed = answerSets.length > 0 && answerSets.every((set) => set.reviewed);
  const review = () => {
    if (orderItemId) void runConsoleAction(() => markReviewed.mutateAsync({ orderItemId }), msg`Answers marked as reviewed.`);
  };
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id={headingId}>
            <Trans>Pre-assessment answers</Trans>
          </Title>
          {allReviewed ? (
            <Badge color={CONSOLE_COLORS.done} variant="filled" radius="sm" tt="none" leftSection={<IconChecks size={14} aria-hidden />}>
              <Trans>Reviewed</Trans>
            </Badge>
          ) : answerSets.length > 0 && orderItemId ? (
            <Button size="xs" variant="light" leftSection={<IconChecks size={16} aria-hidden />} loading={markReviewed.isPending} onClick={review}>
              <Trans>Mark as reviewed</Trans>
            </Button>
          ) : null}
        </Group>
        {answerSets.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>The client has not answered a pre-assessment for this booking.</Trans>
          </Text>
        ) : (
          answerSets.map((set) => <AnswerSetView key={set.id} set={set} timeZone={timeZone} showTitle={answerSets.length > 1} />)
        )}
      </Stack>
    </Paper>
  );
}

function AnswerSetView({ set, timeZone, showTitle }: { set: AnswerSet; timeZone: string; showTitle: boolean }) {
  const { i18n } = useLingui();
  const rows = answerRows(set.schema, set.uiSchema, set.answers);
  const flagged = rows.filter((row) => row.flagged).length;
  const submitted = i18n.date(set.submittedAt, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (
    <Stack gap="xs">
      {showTitle ? (
        <Title order={3} size="h5">
          {set.formName}
        </Title>
      ) : null}
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          <Trans>Answered {submitted}</Trans>
        </Text>
        {flagged > 0 ? (
          <Badge color={CONSOLE_COLORS.attention} variant="filled" radius="sm" tt="none" leftSection={<IconAlertTriangle size={14} aria-hidden />}>
            <Plural value={flagged} one="# answer to look at" other="# answers to look at" />
          </Badge>
        ) : null}
      </Group>
      <dl className={classes.list}>
        {rows.map((row) => (
          <AnswerItem key={row.key} row={row} />
        ))}
      </dl>
    </Stack>
  );
}

function AnswerItem({ row }: { row: AnswerRow }) {
  return (
    <div className={classes.item} data-flagged={row.flagged ? '' : undefined}>
      <dt className={classes.question}>{row.question}</dt>
      <dd className={classes.answer}>
        <AnswerText answer={row.answer} />
        {row.flagged ? (
          <Text component="span" size="xs" c={CONSOLE_COLORS.attention} fw={600} className={classes.flag}>
            <IconAlertTriangle size={14} aria-hidden /> <Trans>Not the expected answer</Trans>
          </Text>
        ) : null}
      </dd>
    </div>
  );
}

function AnswerText({ answer }: { answer: AnswerValue }) {
  switch (answer.kind) {
    case 'yes':
      return <Trans>Yes</Trans>;
    case 'no':
      return <Trans>No</Trans>;
    case 'text':
      return <span className={classes.text}>{answer.text}</span>;
    case 'list':
      return <span className={classes.text}>{answer.items.join(', ')}</span>;
    case 'none':
      return (
        <Text component="span" c="dimmed" size="sm">
          <Trans>Not answered</Trans>
        </Text>
      );
  }
}
