// endVideoCall (spec §7): records that this side left the session's call.
import { request } from '../../../../app/graphql-client.ts';
import { graphql } from '../../../../app/graphql-tag.ts';

export const EndVideoCallDocument = graphql(`
  mutation EndVideoCall($input: VideoCallInput!) {
    endVideoCall(input: $input) {
      success
      message
    }
  }
`);

export async function endVideoCall(HCPSessionId: string): Promise<{ success: boolean; message: string }> {
  const data = await request(EndVideoCallDocument, { input: { HCPSessionId } }, { toastErrors: false, suppressAuthErrors: true, skipLoading: true });
  return data.endVideoCall;
}
