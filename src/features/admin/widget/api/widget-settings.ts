// The booking widget's settings in the admin console (issue 17): the sites allowed to embed the widget.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../app/graphql-client.ts';
import { graphql } from '../../../../app/graphql-tag.ts';
import type { AdminWidgetSettingsQuery } from '../../../../gql/graphql.ts';

export const AdminWidgetSettingsDocument = graphql(`
  query AdminWidgetSettings($businessId: ID!) {
    adminWidgetSettings(businessId: $businessId) {
      businessId
      businessCode
      allowedOrigins
      updatedAt
    }
  }
`);
export type AdminWidgetSettingsView = AdminWidgetSettingsQuery['adminWidgetSettings'];

const widgetKey = (businessId: string) => ['admin', businessId, 'widget'] as const;

export const widgetSettingsQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: widgetKey(businessId),
    queryFn: () => request(AdminWidgetSettingsDocument, { businessId }, { toastErrors: false }).then((d) => d.adminWidgetSettings),
  });

export const AdminSetWidgetOriginsDocument = graphql(`
  mutation AdminSetWidgetOrigins($businessId: ID!, $origins: [String!]!) {
    adminSetWidgetOrigins(businessId: $businessId, origins: $origins) {
      businessId
      businessCode
      allowedOrigins
      updatedAt
    }
  }
`);

/** Replaces the list (the screen sends the whole list after an addition or a removal). */
export function useSetWidgetOrigins(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (origins: string[]) => request(AdminSetWidgetOriginsDocument, { businessId, origins }, { toastErrors: false }).then((d) => d.adminSetWidgetOrigins),
    onSuccess: (settings) => queryClient.setQueryData(widgetKey(businessId), settings),
  });
}
