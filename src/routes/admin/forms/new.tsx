import { createFileRoute } from '@tanstack/react-router';
import { NewFormScreen } from '../../../features/admin/forms/components/FormEditorScreen.tsx';

// /admin/forms/new: a new form of any §3 type, created with its first version.
export const Route = createFileRoute('/admin/forms/new')({
  component: NewFormScreen,
});
