// Results ready: the collector picks the lab's report (PDF, PNG or JPEG, 10 MB at most) and uploads it; the
// server checks the file again by its bytes and moves the test to LabCompleted.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { showInfoToast } from '../../../app/feedback.ts';
import { LAB_REPORT_MAX_BYTES, LAB_REPORT_TYPES } from '../../../domain/labs/lab-steps.ts';
import { ReportUploadError, useReportUploadMutation, type UploadRefusal } from '../api/lab-actions.ts';
import type { LabVisit } from '../api/lab-visits.ts';
import { LAB_ACTION_DONE, UPLOAD_REFUSALS } from '../lib/lab-messages.ts';

type ReportUploadDialogProps = { opened: boolean; onClose: () => void; visit: LabVisit };

/** What the browser can tell before sending (the server has the last word). */
function localRefusal(file: File): UploadRefusal | null {
  if (file.size === 0) return 'LAB_REPORT_EMPTY';
  if (file.size > LAB_REPORT_MAX_BYTES) return 'LAB_REPORT_TOO_LARGE';
  if (file.type && !(LAB_REPORT_TYPES as readonly string[]).includes(file.type)) return 'LAB_REPORT_UNSUPPORTED_TYPE';
  return null;
}

export function ReportUploadDialog({ opened, onClose, visit }: ReportUploadDialogProps) {
  const { t, i18n } = useLingui();
  const upload = useReportUploadMutation();
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<UploadRefusal | null>(null);

  const close = () => {
    setFile(null);
    setRefusal(null);
    upload.reset();
    onClose();
  };
  const submit = () => {
    if (!file) return;
    const local = localRefusal(file);
    if (local) return setRefusal(local);
    setRefusal(null);
    upload.mutate(
      { orderItemId: visit.orderItemId, file },
      {
        onSuccess: () => {
          showInfoToast(LAB_ACTION_DONE.results);
          close();
        },
        onError: (error) => setRefusal(error instanceof ReportUploadError ? error.refusal : 'OTHER'),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t`Upload the lab report`} centered closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            {visit.productName} for {visit.clientName} (booking {visit.orderItemDisplayId}). The client can download the report as soon as it is uploaded.
          </Trans>
        </Text>
        <FileInput
          label={t`Report file`}
          description={t`PDF, PNG or JPEG, 10 MB at most.`}
          placeholder={t`Choose a file`}
          accept={LAB_REPORT_TYPES.join(',')}
          value={file}
          onChange={(next) => {
            setFile(next);
            setRefusal(null);
          }}
          error={refusal ? i18n._(UPLOAD_REFUSALS[refusal]) : undefined}
        />
        {upload.isError && refusal === 'OTHER' ? (
          <Alert color="red" role="alert">
            {i18n._(UPLOAD_REFUSALS.OTHER)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            <Trans>Not now</Trans>
          </Button>
          <Button onClick={submit} disabled={!file} loading={upload.isPending}>
            <Trans>Upload report</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
