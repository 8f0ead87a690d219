// The collector's moves: changeLabTestStatus (start, sample received, cancel), and results ready, which asks for
// a signed upload link (labReportUploadLink) and posts the file to it. The day lists are read again after each.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { LabTestMove } from '../../../gql/graphql.ts';
import { labKeys } from './lab-keys.ts';

export const ChangeLabTestStatusDocument = graphql(`
  mutation ChangeLabTestStatus($orderItemId: ID!, $status: LabTestMove!) {
    changeLabTestStatus(orderItemId: $orderItemId, status: $status) {
      orderItemId
      status
    }
  }
`);

export const LabReportUploadLinkDocument = graphql(`
  mutation LabReportUploadLink($orderItemId: ID!) {
    labReportUploadLink(orderItemId: $orderItemId) {
      url
    }
  }
`);

export const CollectorRequisitionLinkDocument = graphql(`
  mutation CollectorRequisitionLink($orderItemId: ID!) {
    labDocumentLink(orderItemId: $orderItemId, kind: REQUISITION) {
      url
    }
  }
`);

export function useLabMoveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderItemId: string; status: LabTestMove }) => request(ChangeLabTestStatusDocument, input),
    // Whether it went through or not (the lapse job may have been first), the lists are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: labKeys.lists() }),
  });
}

/** Why the server refused a report (its `reason`), or null when it was stored. */
export type UploadRefusal = 'LAB_REPORT_TOO_LARGE' | 'LAB_REPORT_UNSUPPORTED_TYPE' | 'LAB_REPORT_EMPTY' | 'LINK_EXPIRED' | 'OTHER';

export class ReportUploadError extends Error {
  constructor(readonly refusal: UploadRefusal) {
    super(refusal);
  }
}

async function uploadReport({ orderItemId, file }: { orderItemId: string; file: File }): Promise<void> {
  const { labReportUploadLink } = await request(LabReportUploadLinkDocument, { orderItemId });
  const response = await fetch(labReportUploadLink.url, {
    method: 'POST',
    body: file,
    headers: { 'content-type': file.type || 'application/octet-stream', 'x-file-name': encodeURIComponent(file.name) },
  });
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as { error?: { code?: string; reason?: string | null } } | null;
  const reason = body?.error?.reason ?? body?.error?.code;
  const known: UploadRefusal[] = ['LAB_REPORT_TOO_LARGE', 'LAB_REPORT_UNSUPPORTED_TYPE', 'LAB_REPORT_EMPTY', 'LINK_EXPIRED'];
  throw new ReportUploadError(known.find((k) => k === reason) ?? 'OTHER');
}

export function useReportUploadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: labKeys.lists() }),
  });
}

export function useRequisitionLinkMutation() {
  return useMutation({
    mutationFn: async (orderItemId: string) => (await request(CollectorRequisitionLinkDocument, { orderItemId })).labDocumentLink.url,
    // A plain navigation to the signed link: the answer is an attachment, so the page stays.
    onSuccess: (url) => window.location.assign(url),
  });
}
