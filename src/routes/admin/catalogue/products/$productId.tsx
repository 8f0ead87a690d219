import { createFileRoute } from '@tanstack/react-router';
import { ProductEditorScreen } from '../../../../features/admin/catalogue/components/ProductEditorScreen.tsx';

// /admin/catalogue/products/{id}: one product's editor; 'new' writes a new one (issue 16).
export const Route = createFileRoute('/admin/catalogue/products/$productId')({
  component: ProductEditorRoute,
});

function ProductEditorRoute() {
  const { productId } = Route.useParams();
  return <ProductEditorScreen key={productId} productId={productId} />;
}
