// videoSignals: the other participants' p2p signalling messages (to the room or to us), as a subscription over Server-Sent Events.
import { graphql } from '../../../../app/graphql-tag.ts';

export const VideoSignalsDocument = graphql(`
  subscription VideoSignals($roomName: String!, $token: String!) {
    videoSignals(roomName: $roomName, token: $token) {
      kind
      payload
      fromIdentity
      fromName
      toIdentity
    }
  }
`);
