import { createFileRoute } from '@tanstack/react-router';
import { CategoriesScreen } from '../../../features/admin/catalogue/components/CategoriesScreen.tsx';

// /admin/catalogue/categories: the catalogue's categories (issue 16).
export const Route = createFileRoute('/admin/catalogue/categories')({
  component: CategoriesScreen,
});
