import { createFileRoute } from '@tanstack/react-router';
import { HcpSessionScreen } from '../../../features/hcp/components/HcpSessionScreen.tsx';

// /hcp/sessions/{id}: one consultation with its client, answers, call and treatment decision.
export const Route = createFileRoute('/hcp/sessions/$sessionId')({
  // Started while the route loads; the screen shows its own loading and error states, also offline. Imported here
  // rather than at the top so the query's document stays out of the route tree (everyone's first load).
  loader: ({ context, params }) =>
    void import('../../../features/hcp/api/hcp-session.ts').then(({ hcpSessionQueryOptions }) => context.queryClient.prefetchQuery(hcpSessionQueryOptions(params.sessionId))),
  component: SessionRoute,
});

function SessionRoute() {
  const { sessionId } = Route.useParams();
  return <HcpSessionScreen sessionId={sessionId} />;
}
