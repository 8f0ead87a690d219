// The people, schedules and audit log operations of the admin console (issue 16).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../app/graphql-client.ts';
import { graphql } from '../../../../app/graphql-tag.ts';
import type { AdminAuditLogQuery, AdminPeopleQuery, AdminProviderSchedulesQuery, AdminTimeOffInput, AuditKind, ProviderScheduleInput, StaffInviteInput } from '../../../../gql/graphql.ts';
import { adminKeys } from '../../business/api/admin-keys.ts';

export const AdminPeopleDocument = graphql(`
  query AdminPeople($businessId: ID!) {
    adminPeople(businessId: $businessId) { userId email firstName lastName roles status }
  }
`);
export type PersonView = AdminPeopleQuery['adminPeople'][number];

export const peopleQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: adminKeys.people(businessId), queryFn: () => request(AdminPeopleDocument, { businessId }, { toastErrors: false }).then((d) => d.adminPeople) });

export const AdminInvitePersonDocument = graphql(`
  mutation AdminInvitePerson($businessId: ID!, $input: StaffInviteInput!, $idempotencyKey: ID!) {
    adminInvitePerson(businessId: $businessId, input: $input, idempotencyKey: $idempotencyKey) { invitationSent person { userId } }
  }
`);

export function useInvitePerson(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { input: StaffInviteInput; idempotencyKey: string }) => request(AdminInvitePersonDocument, { businessId, ...vars }, { toastErrors: false }).then((d) => d.adminInvitePerson),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.people(businessId) }), queryClient.invalidateQueries({ queryKey: adminKeys.schedules(businessId) })]),
  });
}

export const AdminDeactivatePersonDocument = graphql(`
  mutation AdminDeactivatePerson($businessId: ID!, $userId: ID!) {
    adminDeactivatePerson(businessId: $businessId, userId: $userId) { userId status }
  }
`);

export function useDeactivatePerson(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => request(AdminDeactivatePersonDocument, { businessId, userId }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.people(businessId) }), queryClient.invalidateQueries({ queryKey: adminKeys.schedules(businessId) })]),
  });
}

export const AdminReactivatePersonDocument = graphql(`
  mutation AdminReactivatePerson($businessId: ID!, $userId: ID!) {
    adminReactivatePerson(businessId: $businessId, userId: $userId) { userId status }
  }
`);

export function useReactivatePerson(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => request(AdminReactivatePersonDocument, { businessId, userId }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.people(businessId) }), queryClient.invalidateQueries({ queryKey: adminKeys.schedules(businessId) })]),
  });
}

export const AdminProviderSchedulesDocument = graphql(`
  query AdminProviderSchedules($businessId: ID!) {
    adminProviderSchedules(businessId: $businessId) {
      providerId
      displayName
      timezone
      status
      hours { weekday start end }
      locations { locationId mode }
      categoryIds
      timeOff { id startsAt endsAt reason }
    }
  }
`);
export type ScheduleView = AdminProviderSchedulesQuery['adminProviderSchedules'][number];

export const schedulesQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: adminKeys.schedules(businessId), queryFn: () => request(AdminProviderSchedulesDocument, { businessId }, { toastErrors: false }).then((d) => d.adminProviderSchedules) });

export const AdminSetProviderScheduleDocument = graphql(`
  mutation AdminSetProviderSchedule($businessId: ID!, $providerId: ID!, $input: ProviderScheduleInput!) {
    adminSetProviderSchedule(businessId: $businessId, providerId: $providerId, input: $input) { providerId }
  }
`);
export const AdminAddTimeOffDocument = graphql(`
  mutation AdminAddTimeOff($businessId: ID!, $providerId: ID!, $input: AdminTimeOffInput!) {
    adminAddTimeOff(businessId: $businessId, providerId: $providerId, input: $input) { providerId }
  }
`);
export const AdminRemoveTimeOffDocument = graphql(`
  mutation AdminRemoveTimeOff($businessId: ID!, $id: ID!) {
    adminRemoveTimeOff(businessId: $businessId, id: $id) { providerId }
  }
`);

export function useScheduleMutations(businessId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.schedules(businessId) });
  return {
    save: useMutation({ mutationFn: (vars: { providerId: string; input: ProviderScheduleInput }) => request(AdminSetProviderScheduleDocument, { businessId, ...vars }, { toastErrors: false }), onSuccess: refresh }),
    addTimeOff: useMutation({ mutationFn: (vars: { providerId: string; input: AdminTimeOffInput }) => request(AdminAddTimeOffDocument, { businessId, ...vars }, { toastErrors: false }), onSuccess: refresh }),
    removeTimeOff: useMutation({ mutationFn: (id: string) => request(AdminRemoveTimeOffDocument, { businessId, id }), onSuccess: refresh }),
  };
}

export const AdminAuditLogDocument = graphql(`
  query AdminAuditLog($businessId: ID!, $kind: AuditKind, $page: Int) {
    adminAuditLog(businessId: $businessId, kind: $kind, page: $page) {
      totalCount
      page
      pageSize
      nodes { id action createdAt actorEmail actorName targetType targetId details }
    }
  }
`);
export type AuditPageView = AdminAuditLogQuery['adminAuditLog'];

export const auditQueryOptions = (businessId: string, kind: AuditKind, page: number) =>
  queryOptions({ queryKey: [...adminKeys.audit(businessId, page), kind], queryFn: () => request(AdminAuditLogDocument, { businessId, kind, page }, { toastErrors: false }).then((d) => d.adminAuditLog) });

export const AdminScheduleCategoriesDocument = graphql(`
  query AdminScheduleCategories($businessId: ID!) {
    adminScheduleCategories(businessId: $businessId) { id name }
  }
`);

export const scheduleCategoriesQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: [...adminKeys.schedules(businessId), 'categories'], queryFn: () => request(AdminScheduleCategoriesDocument, { businessId }, { toastErrors: false }).then((d) => d.adminScheduleCategories) });
