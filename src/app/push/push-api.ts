// The push operations (issue 12): the server's VAPID public key, and this device's subscription stored or removed.
import { request } from '../graphql-client.ts';
import { graphql } from '../graphql-tag.ts';

export const PushPublicKeyDocument = graphql(`
  query PushPublicKey {
    pushPublicKey
  }
`);

export const RegisterPushSubscriptionDocument = graphql(`
  mutation RegisterPushSubscription($input: PushSubscriptionInput!) {
    registerPushSubscription(input: $input)
  }
`);

export const RemovePushSubscriptionDocument = graphql(`
  mutation RemovePushSubscription($endpoint: String!) {
    removePushSubscription(endpoint: $endpoint)
  }
`);

const quiet = { skipLoading: true, toastErrors: false } as const;

export function fetchPushPublicKey(): Promise<string> {
  return request(PushPublicKeyDocument, {}, quiet).then((data) => data.pushPublicKey);
}

export function registerPushSubscription(input: { endpoint: string; p256dh: string; auth: string }): Promise<boolean> {
  return request(RegisterPushSubscriptionDocument, { input }, quiet).then((data) => data.registerPushSubscription);
}

/** Best effort (sign-out): an error here never stops the caller. */
export function removePushSubscription(endpoint: string): Promise<boolean> {
  return request(RemovePushSubscriptionDocument, { endpoint }, { ...quiet, suppressAuthErrors: true }).then((data) => data.removePushSubscription);
}
