import { createFileRoute } from '@tanstack/react-router';
import { UnauthorizedPage } from '../../components/pages/UnauthorizedPage.tsx';

export const Route = createFileRoute('/_shell/unauthorized')({
  component: UnauthorizedPage,
});
