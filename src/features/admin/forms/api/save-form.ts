// createForm and publishFormVersion: the editor's one save. A new form is created with its first version; an
// existing one gets a new current version. The idempotency key is made once per attempt by the caller.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../app/graphql-client.ts';
import { graphql } from '../../../../app/graphql-tag.ts';
import type { CreateFormInput, PublishFormVersionInput } from '../../../../gql/graphql.ts';
import { adminFormsKeys } from './admin-forms-keys.ts';

export const CreateFormDocument = graphql(`
  mutation CreateForm($input: CreateFormInput!) {
    createForm(input: $input) {
      id
    }
  }
`);

export const PublishFormVersionDocument = graphql(`
  mutation PublishFormVersion($input: PublishFormVersionInput!) {
    publishFormVersion(input: $input) {
      id
      version
    }
  }
`);

export const SetFormStatusDocument = graphql(`
  mutation SetFormStatus($input: SetFormStatusInput!) {
    setFormStatus(input: $input) {
      id
      status
    }
  }
`);

/** Takes a form out of use (INACTIVE: no new product can name it) or back in (ACTIVE). */
export function useSetFormStatus(businessId: string, formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: 'ACTIVE' | 'INACTIVE') => request(SetFormStatusDocument, { input: { formId, status } }).then((data) => data.setFormStatus),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminFormsKeys.forms(businessId), exact: true }),
        queryClient.invalidateQueries({ queryKey: adminFormsKeys.form(businessId, formId) }),
      ]),
  });
}

export type SaveFormRequest = { kind: 'create'; input: CreateFormInput } | { kind: 'publish'; input: PublishFormVersionInput };

export function useSaveForm(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: SaveFormRequest): Promise<string> =>
      save.kind === 'create'
        ? (await request(CreateFormDocument, { input: save.input }, { toastErrors: false })).createForm.id
        : (await request(PublishFormVersionDocument, { input: save.input }, { toastErrors: false }), String(save.input.formId)),
    onSuccess: (formId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminFormsKeys.forms(businessId), exact: true }),
        queryClient.invalidateQueries({ queryKey: adminFormsKeys.form(businessId, formId) }),
      ]),
  });
}
