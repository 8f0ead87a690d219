// The eligibility result (spec §4 "Medication flow": pass continues; fail explains and offers a retry). A pass can
// be retaken too: it is shown again when the item comes back to the cart, and an answer may have been a mistake.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

type Props = {
  readonly passed: boolean;
  /** When the answers were sent (ms). */
  readonly answeredAt: number;
  readonly productName: string;
  readonly onContinue: () => void;
  readonly onRetake: () => void;
};

export function EligibilityResult({ passed, answeredAt, productName, onContinue, onRetake }: Props) {
  const { i18n } = useLingui();
  const when = i18n.date(new Date(answeredAt), { dateStyle: 'medium', timeStyle: 'short' });
  const heading = useRef<HTMLHeadingElement>(null);
  // The result replaces the form: move focus to it so screen readers announce it.
  useEffect(() => heading.current?.focus(), [passed]);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={640}>
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" color={passed ? 'teal' : 'orange'} variant="light" aria-hidden>
          {passed ? <IconCircleCheck size={30} /> : <IconInfoCircle size={30} />}
        </ThemeIcon>
        <Title order={1} ref={heading} tabIndex={-1}>
          {passed ? <Trans>You're eligible</Trans> : <Trans>This service may not be right for you</Trans>}
        </Title>
        {passed ? (
          <>
            <Text>
              <Trans>Thank you. Based on your answers, you can continue with {productName}. A provider will review your answers.</Trans>
            </Text>
            <Text size="sm" c="dimmed">
              <Trans>Answers sent {when}. If something has changed or an answer was a mistake, you can answer again.</Trans>
            </Text>
          </>
        ) : (
          <>
            <Text>
              <Trans>
                Thank you for answering honestly. Based on your answers, we can't offer {productName} online right now. This is to keep
                you safe.
              </Trans>
            </Text>
            <Text>
              <Trans>If an answer was chosen by mistake, you can retake the questionnaire. You can also contact the clinic to talk it through.</Trans>
            </Text>
          </>
        )}
        <Group>
          {passed ? (
            <>
              <Button size="md" onClick={onContinue}>
                <Trans>Continue</Trans>
              </Button>
              <Button size="md" variant="default" onClick={onRetake}>
                <Trans>Retake the questionnaire</Trans>
              </Button>
            </>
          ) : (
            <>
              <Button size="md" onClick={onRetake}>
                <Trans>Retake the questionnaire</Trans>
              </Button>
              <Button size="md" variant="default" onClick={onContinue}>
                <Trans>Go to cart</Trans>
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
