// Cache keys of the admin catalogue, per business: switching business never shows the other one's catalogue.
export const catalogueKeys = {
  categories: (businessId: string) => ['admin', businessId, 'catalogue', 'categories'] as const,
  products: (businessId: string) => ['admin', businessId, 'catalogue', 'products'] as const,
  product: (businessId: string, productId: string) => ['admin', businessId, 'catalogue', 'product', productId] as const,
};
