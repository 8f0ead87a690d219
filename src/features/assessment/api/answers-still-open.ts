// Whether stored answers can still go with a new cart item: they are the client's own and not yet part of a
// booking (createOrder refuses answers already attached to another order item). Read before a passed
// questionnaire is used again for an item removed from the cart and added back.
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';

export const AnswersStillOpenDocument = graphql(`
  query AnswersStillOpen($ids: [ID!]) {
    userResponses(filter: { ids: $ids }, limit: 1) {
      nodes {
        id
        orderItemId
      }
    }
  }
`);

/** True when the response exists for this client and is not booked; null when the server cannot be asked (offline). */
export async function answersStillOpen(responseId: string): Promise<boolean | null> {
  try {
    const data = await request(AnswersStillOpenDocument, { ids: [responseId] }, { toastErrors: false });
    const node = data.userResponses.nodes.find((entry) => entry.id === responseId);
    return node !== undefined && node.orderItemId === null;
  } catch {
    return null;
  }
}
