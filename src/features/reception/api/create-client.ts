// receptionCreateClient: the whole form at the end of the steps, with the form's idempotency key (the same key
// again answers the first result). The new client joins the lists at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql, withFragments } from '../../../app/graphql-tag.ts';
import type { ReceptionClientInput as ParsedClient } from '../../../domain/reception/client-form.ts';
import type { ReceptionClientInput, ReceptionCreateClientMutation } from '../../../gql/graphql.ts';
import { ReceptionClientFields } from './reception-client-fields.ts';
import { receptionKeys } from './reception-keys.ts';

export const ReceptionCreateClientDocument = withFragments(
  graphql(`
  mutation ReceptionCreateClient($input: ReceptionClientInput!, $idempotencyKey: ID!) {
    receptionCreateClient(input: $input, idempotencyKey: $idempotencyKey) {
      outcome
      invitationSent
      replayed
      client {
        ...ReceptionClientFields
      }
    }
  }
`),
  ReceptionClientFields,
);

type CreateResult = ReceptionCreateClientMutation['receptionCreateClient'];
export type CreatedClient = CreateResult['client'] & { outcome: CreateResult['outcome'] };

/** The checked form as the API takes it: the weight as typed digits, the height in the unit it was entered in. */
export function toClientInput(client: ParsedClient): ReceptionClientInput {
  const { height, weight, address } = client;
  return {
    ...client,
    height: height.unit === 'CM' ? { unit: 'CM', cm: height.cm } : { unit: 'FT_IN', feet: height.feet, inches: height.inches },
    weight: { value: String(weight.value), unit: weight.unit },
    address: { ...address, addressLine2: address.addressLine2 ?? null },
  };
}

export function useCreateReceptionClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, idempotencyKey }: { input: ParsedClient; idempotencyKey: string }): Promise<CreatedClient> => {
      const data = await request(ReceptionCreateClientDocument, { input: toClientInput(input), idempotencyKey }, { toastErrors: false });
      const { client, outcome } = data.receptionCreateClient;
      return { ...client, outcome };
    },
    onSuccess: (client) => {
      queryClient.setQueryData(receptionKeys.client(client.id), client);
      return queryClient.invalidateQueries({ queryKey: receptionKeys.clients() });
    },
  });
}
