import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AuthFrame } from '../../features/auth/components/AuthFrame.tsx';
import { loadAuthBusiness } from '../../features/auth/lib/load-auth-business.ts';
import { validateAuthSearch } from '../../features/auth/search.ts';

// The auth layout (spec §2): framed by the business named in redirectUrl (or the stored one); an unsafe
// redirectUrl is ignored, so the screens then lead to the stored business's home or /home.
export const Route = createFileRoute('/auth')({
  validateSearch: validateAuthSearch,
  loaderDeps: ({ search }) => ({ redirectUrl: search.redirectUrl }),
  loader: ({ context, deps }) => loadAuthBusiness(context.queryClient, deps.redirectUrl),
  component: AuthLayout,
});

function AuthLayout() {
  const { business, codes } = Route.useLoaderData();
  return (
    <AuthFrame business={business} codes={codes}>
      <Outlet />
    </AuthFrame>
  );
}
