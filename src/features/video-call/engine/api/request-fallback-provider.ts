// requestFallbackProvider: the waiting client's call asks for another provider when the booked one has not come.
import { request } from '../../../../app/graphql-client.ts';
import { graphql } from '../../../../app/graphql-tag.ts';
import type { FallbackAnswer } from '../../../../domain/video/call-machine.ts';
import { VideoCallError } from '../../../../domain/video/video-errors.ts';

export const RequestFallbackProviderDocument = graphql(`
  mutation RequestFallbackProvider($input: VideoCallInput!) {
    requestFallbackProvider(input: $input) {
      status
      retryInMs
      noDoctorInMs
      HCPName
    }
  }
`);

/** The server's answer as the call machine takes it; an answer missing its figures is refused. */
export async function requestFallbackProvider(HCPSessionId: string): Promise<FallbackAnswer> {
  // Asked in the background of a call: a failure is retried by the machine, never shown as a toast.
  const data = await request(RequestFallbackProviderDocument, { input: { HCPSessionId } }, { toastErrors: false, suppressAuthErrors: true, skipLoading: true });
  const answer = data.requestFallbackProvider;
  if (answer.status === 'WAIT' && answer.retryInMs != null) return { status: 'WAIT', retryInMs: answer.retryInMs };
  if (answer.status === 'ASSIGNED' && answer.noDoctorInMs != null && answer.HCPName) return { status: 'ASSIGNED', noDoctorInMs: answer.noDoctorInMs, HCPName: answer.HCPName };
  if (answer.status === 'NONE_AVAILABLE' || answer.status === 'PROVIDER_JOINED') return { status: answer.status };
  throw new VideoCallError('invalidResponse');
}
