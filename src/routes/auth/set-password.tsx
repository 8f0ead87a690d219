import { createFileRoute } from '@tanstack/react-router';
import { SetPasswordScreen } from '../../features/reception/components/SetPasswordScreen.tsx';
import { validateAuthSearch, type AuthSearch } from '../../features/auth/search.ts';

type SetPasswordSearch = AuthSearch & { token?: string };

const TOKEN_MAX_LENGTH = 200;

// /auth/set-password?token=…: the invitation link of a client created at the front desk (issue 15).
export const Route = createFileRoute('/auth/set-password')({
  validateSearch: (search: Record<string, unknown>): SetPasswordSearch => {
    const result: SetPasswordSearch = validateAuthSearch(search);
    if (typeof search.token === 'string' && search.token.length <= TOKEN_MAX_LENGTH) result.token = search.token;
    return result;
  },
  component: SetPasswordRoute,
});

function SetPasswordRoute() {
  const search = Route.useSearch();
  return <SetPasswordScreen token={search.token ?? ''} redirectUrl={search.redirectUrl} />;
}
