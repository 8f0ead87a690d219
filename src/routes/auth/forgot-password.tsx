import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '../../features/auth/components/ForgotPasswordScreen.tsx';
import { validateAuthSearch } from '../../features/auth/search.ts';

export const Route = createFileRoute('/auth/forgot-password')({
  validateSearch: validateAuthSearch,
  component: function ForgotPasswordPage() {
    return <ForgotPasswordScreen search={Route.useSearch()} />;
  },
});
