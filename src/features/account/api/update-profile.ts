// updateClient with userInput only: the profile screen's name, phone, date of birth, gender and time zone.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { UpdateProfileMutationVariables } from '../../../gql/graphql.ts';
import { refreshSignedInUser } from '../lib/refresh-signed-in-user.ts';

export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($clientId: ID!, $userInput: UserUpdateInput!) {
    updateClient(clientId: $clientId, userInput: $userInput) {
      id
    }
  }
`);

export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UpdateProfileMutationVariables) => request(UpdateProfileDocument, variables, { toastErrors: false }),
    onSuccess: async (_data, variables) => {
      await refreshSignedInUser();
      await queryClient.invalidateQueries({ queryKey: ['client', variables.clientId] });
    },
  });
}
