// sessionCalendarLink: a fresh signed link to the session's .ics (valid a few minutes), asked for on click.
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';

export const SessionCalendarLinkDocument = graphql(`
  query SessionCalendarLink($hcpSessionId: ID!) {
    sessionCalendarLink(hcpSessionId: $hcpSessionId) {
      url
    }
  }
`);

export async function sessionCalendarUrl(hcpSessionId: string): Promise<string> {
  const data = await request(SessionCalendarLinkDocument, { hcpSessionId });
  return data.sessionCalendarLink.url;
}
