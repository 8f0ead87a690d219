import { createFileRoute } from '@tanstack/react-router';
import { AuditLogScreen } from '../../features/admin/audit/components/AuditLogScreen.tsx';

// /admin/audit: the audit log.
export const Route = createFileRoute('/admin/audit')({
  component: AuditLogScreen,
});
