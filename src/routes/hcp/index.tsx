import { createFileRoute } from '@tanstack/react-router';
import { HcpSessionsScreen } from '../../features/hcp/components/HcpSessionsScreen.tsx';

// /hcp: today's and the coming days' consultations.
export const Route = createFileRoute('/hcp/')({
  component: HcpSessionsScreen,
});
