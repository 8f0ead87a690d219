// After the profile changes, the signed-in user (header name, avatar initials, the cached copy for offline
// starts) must show the new details. session.ts holds the user; `me` is read again and put in its place.
import { MeDocument } from '../../../app/api/me.ts';
import { request } from '../../../app/graphql-client.ts';
import { queryClient } from '../../../app/query-client.ts';
import { session } from '../../../app/session.ts';

export async function refreshSignedInUser(): Promise<void> {
  const { me } = await request(MeDocument, {}, { skipLoading: true, toastErrors: false });
  // Same key session.ts caches `me` under for offline starts.
  queryClient.setQueryData(['me'], me);
  session.user = me;
}
