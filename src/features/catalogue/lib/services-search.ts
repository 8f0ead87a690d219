// The services list's search parameters: `category` preselects a category. A plain function rather than zod,
// because route search validation is part of the first load (see features/auth/search.ts).

export type ServicesSearch = { category?: string };

// Category ids are UUIDs; anything that is not id-shaped (markup, a pasted sentence) is dropped.
const ID_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;

export function validateServicesSearch(search: Record<string, unknown>): ServicesSearch {
  const { category } = search;
  return typeof category === 'string' && ID_SHAPE.test(category) ? { category } : {};
}
