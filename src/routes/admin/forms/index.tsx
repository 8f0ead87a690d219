import { createFileRoute } from '@tanstack/react-router';
import { FormsScreen } from '../../../features/admin/forms/components/FormsScreen.tsx';

// /admin/forms: the business's forms.
export const Route = createFileRoute('/admin/forms/')({
  component: FormsScreen,
});
