import { createFileRoute } from '@tanstack/react-router';
import { MoneyScreen } from '../../features/admin/money/components/MoneyScreen.tsx';

// /admin/money: platform fee, cancellation rule, promo codes, gift cards and refunds.
export const Route = createFileRoute('/admin/money')({
  component: MoneyScreen,
});
