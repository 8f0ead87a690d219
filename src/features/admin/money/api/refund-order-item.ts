// adminRefundable(businessId, displayId) and refundOrderItem: find a booking's item by the id people read, see
// what it can get back, refund part or all of it.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../app/graphql-client.ts';
import { graphql } from '../../../../app/graphql-tag.ts';
import type { AdminRefundableQuery, RefundOrderItemInput } from '../../../../gql/graphql.ts';
import { adminFormsKeys } from '../../forms/api/admin-forms-keys.ts';

export const AdminRefundableDocument = graphql(`
  query AdminRefundable($businessId: ID!, $displayId: String!) {
    adminRefundable(businessId: $businessId, displayId: $displayId) {
      orderItemId
      displayId
      productName
      status
      currencyCode
      paid
      refunded
      refundable
    }
  }
`);

export const RefundOrderItemDocument = graphql(`
  mutation RefundOrderItem($input: RefundOrderItemInput!) {
    refundOrderItem(input: $input) {
      id
      refundAmount
      refundFor
      status
    }
  }
`);

export type AdminRefundableView = AdminRefundableQuery['adminRefundable'];

export function adminRefundableQueryOptions(businessId: string, displayId: string) {
  return queryOptions({
    queryKey: adminFormsKeys.refundable(businessId, displayId),
    queryFn: () => request(AdminRefundableDocument, { businessId, displayId }, { toastErrors: false }).then((data) => data.adminRefundable),
    retry: false,
  });
}

export function useRefundOrderItem(businessId: string, displayId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundOrderItemInput) => request(RefundOrderItemDocument, { input }, { toastErrors: false }).then((d) => d.refundOrderItem),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminFormsKeys.refundable(businessId, displayId) }),
  });
}
