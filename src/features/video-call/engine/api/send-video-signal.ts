// sendVideoSignal: one p2p signalling message (JOIN, LEAVE, OFFER, ANSWER, ICE) to the other side of the room,
// authorised by the room token from startVideoCall.
import { graphql } from '../../../../app/graphql-tag.ts';

export const SendVideoSignalDocument = graphql(`
  mutation SendVideoSignal($input: SendVideoSignalInput!) {
    sendVideoSignal(input: $input)
  }
`);
