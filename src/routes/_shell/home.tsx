import { createFileRoute, redirect } from '@tanstack/react-router';
import { storedBusinessPath } from '../../app/business-context.ts';
import { HomeLanding } from '../../features/business/components/HomeLanding.tsx';

// /home: straight to the business last visited; without one, how to reach a clinic.
export const Route = createFileRoute('/_shell/home')({
  beforeLoad: () => {
    const business = storedBusinessPath();
    if (business) throw redirect({ href: business, replace: true });
  },
  component: HomeLanding,
});
