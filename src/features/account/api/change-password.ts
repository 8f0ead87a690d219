// resetPassword: change the password while signed in (the current one is checked; other sessions end).
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($currentPassword: String!, $proposedPassword: String!) {
    resetPassword(currentPassword: $currentPassword, proposedPassword: $proposedPassword) {
      success
    }
  }
`);

/**
 * Not a useMutation: TanStack Query would keep the variables (both passwords) in its mutation cache, which is
 * persisted to IndexedDB. The screen tracks its own pending state instead.
 */
export function changePassword(currentPassword: string, proposedPassword: string): Promise<unknown> {
  return request(ChangePasswordDocument, { currentPassword, proposedPassword }, { toastErrors: false });
}
