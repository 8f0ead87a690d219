import { createFileRoute } from '@tanstack/react-router';
import { WidgetScreen } from '../../features/admin/widget/components/WidgetScreen.tsx';

// /admin/widget: the booking widget (allowed sites and the snippet).
export const Route = createFileRoute('/admin/widget')({
  component: WidgetScreen,
});
