// adminMoney(businessId) and its changes: the platform fee and cancellation rule, promo codes, gift cards.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../app/graphql-client.ts';
import { graphql } from '../../../../app/graphql-tag.ts';
import type { AdminMoneyQuery, CreateCouponInput, IssueGiftCardInput, MoneySettingsInput } from '../../../../gql/graphql.ts';
import { adminFormsKeys } from '../../forms/api/admin-forms-keys.ts';

export const AdminMoneyDocument = graphql(`
  query AdminMoney($businessId: ID!) {
    adminMoney(businessId: $businessId) {
      businessId
      currencyCode
      platformFee
      cancellationChargePercent
      cancellationWindowHours
      coupons {
        id
        code
        savingType
        savingValue
        expiresAt
      }
      giftCards {
        id
        lastFour
        issuedAmount
        balance
        currencyCode
        redeemed
        expiresAt
        createdAt
      }
    }
  }
`);

export const UpdateMoneySettingsDocument = graphql(`
  mutation UpdateMoneySettings($input: MoneySettingsInput!) {
    updateMoneySettings(input: $input) {
      businessId
      platformFee
      cancellationChargePercent
      cancellationWindowHours
    }
  }
`);

export const CreateCouponDocument = graphql(`
  mutation CreateCoupon($input: CreateCouponInput!) {
    createCoupon(input: $input) {
      id
    }
  }
`);

export const EndCouponDocument = graphql(`
  mutation EndCoupon($couponId: ID!) {
    endCoupon(couponId: $couponId) {
      id
      expiresAt
    }
  }
`);

export const IssueGiftCardDocument = graphql(`
  mutation IssueGiftCard($input: IssueGiftCardInput!) {
    issueGiftCard(input: $input) {
      id
      cardNumber
      lastFour
      balance
      currencyCode
    }
  }
`);

export type AdminMoneyView = AdminMoneyQuery['adminMoney'];

export function adminMoneyQueryOptions(businessId: string) {
  return queryOptions({
    queryKey: adminFormsKeys.money(businessId),
    queryFn: () => request(AdminMoneyDocument, { businessId }, { toastErrors: false }).then((data) => data.adminMoney),
  });
}

function useMoneyMutation<I, R>(businessId: string, send: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminFormsKeys.money(businessId), exact: true }) });
}

export const useUpdateMoneySettings = (businessId: string) =>
  useMoneyMutation(businessId, (input: MoneySettingsInput) => request(UpdateMoneySettingsDocument, { input }, { toastErrors: false }).then((d) => d.updateMoneySettings));
export const useCreateCoupon = (businessId: string) =>
  useMoneyMutation(businessId, (input: CreateCouponInput) => request(CreateCouponDocument, { input }, { toastErrors: false }).then((d) => d.createCoupon));
export const useEndCoupon = (businessId: string) => useMoneyMutation(businessId, (couponId: string) => request(EndCouponDocument, { couponId }).then((d) => d.endCoupon));
export const useIssueGiftCard = (businessId: string) =>
  useMoneyMutation(businessId, (input: IssueGiftCardInput) => request(IssueGiftCardDocument, { input }, { toastErrors: false }).then((d) => d.issueGiftCard));
