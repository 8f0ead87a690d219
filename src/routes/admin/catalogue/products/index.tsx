import { createFileRoute } from '@tanstack/react-router';
import { ProductsScreen } from '../../../../features/admin/catalogue/components/ProductsScreen.tsx';

// /admin/catalogue/products: the catalogue's products (issue 16).
export const Route = createFileRoute('/admin/catalogue/products/')({
  component: ProductsScreen,
});
