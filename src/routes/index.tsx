import { createFileRoute, redirect } from '@tanstack/react-router';
import { storedBusinessPath } from '../app/business-context.ts';

// Spec §2: the root redirects to login, which returns to the business last visited when one is known.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    const business = storedBusinessPath();
    throw redirect({
      href: business ? `/auth/login?${new URLSearchParams({ redirectUrl: business }).toString()}` : '/auth/login',
      replace: true,
    });
  },
});
