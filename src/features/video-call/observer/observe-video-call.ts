// observeVideoCall (issue 15): a receptionist's admission to a consultation's call as an observer, while the
// provider allows it. The same token shape as startVideoCall; the identity is `observer:<userId>`.
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { CallToken } from '../../../domain/video/call-machine.ts';

export const ObserveVideoCallDocument = graphql(`
  mutation ObserveVideoCall($input: VideoCallInput!) {
    observeVideoCall(input: $input) {
      token
      roomName
      provider
      identity
      iceServers {
        urls
        username
        credential
      }
      consultationDetails {
        HCPSessionId
        HCPId
        fromUserId
        toUserId
        HCPName
        clientName
      }
    }
  }
`);

/** The observer screen shows its own messages, so the transport's toasts stay off. */
export async function observeVideoCall(HCPSessionId: string): Promise<CallToken> {
  const data = await request(ObserveVideoCallDocument, { input: { HCPSessionId } }, { toastErrors: false, suppressAuthErrors: true });
  return data.observeVideoCall;
}
