// After delivery: 'Start program' begins the treatment plan (MedicationDelivered -> TreatmentPlanStarted).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { showInfoToast } from '../../../../app/feedback.ts';
import { readApiError } from '../../../../components/form/api-error.ts';
import { failureMessage } from '../../../../components/form/failure-message.ts';
import { useStartTreatmentPlanMutation } from '../api/medication-mutations.ts';

const startedMessage = msg`Your program has started.`;

export function StartProgram({ orderItemId, orderId }: { readonly orderItemId: string; readonly orderId: string }) {
  const { i18n } = useLingui();
  const start = useStartTreatmentPlanMutation();
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const onStart = async () => {
    setFailure(null);
    try {
      await start.mutateAsync({ orderItemId, orderId });
      showInfoToast(startedMessage);
    } catch (error) {
      setFailure(failureMessage(readApiError(error)));
    }
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">
        <Trans>When you take your first dose, start your program to begin tracking your progress.</Trans>
      </Text>
      <Button leftSection={<IconPlayerPlay size={18} aria-hidden />} loading={start.isPending} onClick={() => void onStart()}>
        <Trans>Start program</Trans>
      </Button>
      {failure ? (
        <Text c="red.9" size="sm" role="alert">
          {i18n._(failure)}
        </Text>
      ) : null}
    </Stack>
  );
}
