import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '../../features/auth/components/ForgotPasswordScreen.tsx';
import { validateAuthSearch } from '../../features/auth/search.ts';

// Spec §2: the same screen as /auth/forgot-password.
export const Route = createFileRoute('/auth/reset-password')({
  validateSearch: validateAuthSearch,
  component: function ResetPasswordPage() {
    return <ForgotPasswordScreen search={Route.useSearch()} />;
  },
});
