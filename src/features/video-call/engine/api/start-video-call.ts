// startVideoCall (spec §7): admission to the session's room — the token, the adapter to use, the ICE servers
// and the consultation details shown during the call.
import { request } from '../../../../app/graphql-client.ts';
import { graphql } from '../../../../app/graphql-tag.ts';
import type { CallToken } from '../../../../domain/video/call-machine.ts';

export const StartVideoCallDocument = graphql(`
  mutation StartVideoCall($input: VideoCallInput!) {
    startVideoCall(input: $input) {
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

/** The engine shows its own video error toasts (spec §8), so the transport's toasts and dialog stay off. */
export async function startVideoCall(HCPSessionId: string): Promise<CallToken> {
  const data = await request(StartVideoCallDocument, { input: { HCPSessionId } }, { toastErrors: false, suppressAuthErrors: true });
  return data.startVideoCall;
}
