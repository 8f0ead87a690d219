// labDocumentLink: a signed 10-minute link to a lab test's requisition letter or report; the app opens it at once
// (the answer is an attachment, so the page stays). Nothing is cached: each download asks for a fresh link.
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { LabDocumentKind } from '../../../gql/graphql.ts';

export const LabDocumentLinkDocument = graphql(`
  mutation LabDocumentLink($orderItemId: ID!, $kind: LabDocumentKind!) {
    labDocumentLink(orderItemId: $orderItemId, kind: $kind) {
      url
    }
  }
`);

export function useLabDocumentDownload() {
  return useMutation({
    mutationFn: async (input: { orderItemId: string; kind: LabDocumentKind }) => (await request(LabDocumentLinkDocument, input)).labDocumentLink.url,
    onSuccess: (url) => window.location.assign(url),
  });
}
