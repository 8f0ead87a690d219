import { createFileRoute } from '@tanstack/react-router';
import { AffiliateDashboardScreen } from '../../features/affiliate/components/AffiliateDashboardScreen.tsx';

// /affiliate: the affiliate's link, sign-ups, orders and earnings by month.
export const Route = createFileRoute('/affiliate/')({
  component: AffiliateDashboardScreen,
});
