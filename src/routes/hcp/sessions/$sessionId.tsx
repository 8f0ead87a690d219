import { createFileRoute } from '@tanstack/react-router';
import { HcpSessionScreen } from '../../../features/hcp/components/HcpSessionScreen.tsx';
import { hcpSessionQueryOptions } from '../../../features/hcp/api/hcp-session.ts';

// /hcp/sessions/{id}: one consultation with its client, answers, call and treatment decision.
export const Route = createFileRoute('/hcp/sessions/$sessionId')({
  // Started while the route loads; the screen shows its own loading and error states, also offline.
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(hcpSessionQueryOptions(params.sessionId)),
  component: SessionRoute,
});

function SessionRoute() {
  const { sessionId } = Route.useParams();
  return <HcpSessionScreen sessionId={sessionId} />;
}
