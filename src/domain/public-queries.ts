/**
 * Root query fields that answer the same for every visitor (business, FAQ, reference data, catalogue). The
 * server marks an anonymous GET of only these fields `Cache-Control: public` and the service worker serves
 * them stale-while-revalidate, so the catalogue and FAQ open offline once seen. One list for both sides.
 */
export const PUBLIC_QUERY_FIELDS = [
  'decodeBusiness',
  'decodeBusinessLocation',
  'decodeBusinessAndLocation',
  'faqItems',
  'countries',
  'states',
  'timezones',
  'categoryByLocation',
  'productsByLocation',
  'productsByLocationAndCategory',
  'products',
  'product',
  'workflow',
  'form',
] as const;

export type PublicQueryField = (typeof PUBLIC_QUERY_FIELDS)[number];

const publicFields: ReadonlySet<string> = new Set([...PUBLIC_QUERY_FIELDS, '__typename']);

/** True when a root field of a query may be answered from a shared cache. */
export function isPublicQueryField(name: string): boolean {
  return publicFields.has(name);
}
