// How the services list is put together from the two catalogue queries: each category with the products it
// holds, in the location's order (productLocations.sortOrder, then name), and the picture and price each card
// shows. Pure, so the grouping is tested without a page.

export type ListingImage = { readonly url: string };

export type ListingOffer = {
  readonly startingPrice: number;
  readonly currencyCode: string;
  readonly sortOrder: number;
  readonly images: readonly ListingImage[];
};

export type ListingProduct = {
  readonly id: string;
  readonly name: string;
  readonly images: readonly ListingImage[];
  readonly categories: readonly { readonly id: string }[];
  /** The queried location's offer (the server returns only that one). */
  readonly productLocations: readonly ListingOffer[];
};

export type ListingCategory = { readonly id: string; readonly sortOrder: number; readonly name: string };

export type CategoryListing<C extends ListingCategory, P extends ListingProduct> = { category: C; products: P[] };

/** The location's offer of a product, or undefined when it is not offered there. */
export function locationOffer<P extends ListingProduct>(product: P): P['productLocations'][number] | undefined {
  return product.productLocations[0];
}

/** The picture to show: the location's own picture first, then the product's. */
export function productPicture(product: ListingProduct): string | undefined {
  return locationOffer(product)?.images[0]?.url ?? product.images[0]?.url;
}

function byLocationOrder(a: ListingProduct, b: ListingProduct): number {
  const order = (locationOffer(a)?.sortOrder ?? 0) - (locationOffer(b)?.sortOrder ?? 0);
  return order !== 0 ? order : a.name.localeCompare(b.name);
}

/**
 * Categories in their order, each with its products offered at the location; a product in several categories
 * appears in each. Categories left without products are dropped, so no section is empty.
 */
export function groupByCategory<C extends ListingCategory, P extends ListingProduct>(
  categories: readonly C[],
  products: readonly P[],
): CategoryListing<C, P>[] {
  const offered = products.filter((product) => locationOffer(product) !== undefined);
  return [...categories]
    .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name))
    .map((category) => ({
      category,
      products: offered.filter((product) => product.categories.some((c) => c.id === category.id)).sort(byLocationOrder),
    }))
    .filter((listing) => listing.products.length > 0);
}

/** The listings to show for the chosen category: that one alone, or all when none (or an unknown one) is chosen. */
export function visibleListings<L extends { category: { id: string } }>(listings: readonly L[], categoryId: string | undefined): L[] {
  const chosen = listings.filter((listing) => listing.category.id === categoryId);
  return chosen.length > 0 ? chosen : [...listings];
}

/** Every picture of a product at the location, the location's own first, each address once. */
export function productPictures(product: ListingProduct): string[] {
  const urls = [...(locationOffer(product)?.images ?? []), ...product.images].map((image) => image.url);
  return [...new Set(urls)];
}
