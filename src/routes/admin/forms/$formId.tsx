import { createFileRoute } from '@tanstack/react-router';
import { EditFormScreen } from '../../../features/admin/forms/components/FormEditorScreen.tsx';

// /admin/forms/$formId: the next version of a form, and its versions so far.
export const Route = createFileRoute('/admin/forms/$formId')({
  component: FormRoute,
});

function FormRoute() {
  const { formId } = Route.useParams();
  return <EditFormScreen formId={formId} />;
}
