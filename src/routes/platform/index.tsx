import { createFileRoute } from '@tanstack/react-router';
import { PlatformScreen } from '../../features/platform/components/PlatformScreen.tsx';

// /platform: organizations, businesses and their first admins.
export const Route = createFileRoute('/platform/')({
  component: PlatformScreen,
});
