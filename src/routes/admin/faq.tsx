import { createFileRoute } from '@tanstack/react-router';
import { FaqScreen } from '../../features/admin/business/components/FaqScreen.tsx';

// /admin/faq: the FAQ.
export const Route = createFileRoute('/admin/faq')({
  component: FaqScreen,
});
