// Cache keys of the admin console's own parts (business, locations, FAQ, people, schedules, audit), per business:
// switching business in the picker never shows the other one's data.
export const adminKeys = {
  all: ['admin'] as const,
  business: (businessId: string) => ['admin', businessId, 'business'] as const,
  locations: (businessId: string) => ['admin', businessId, 'locations'] as const,
  faq: (businessId: string, locale: string) => ['admin', businessId, 'faq', locale] as const,
  people: (businessId: string) => ['admin', businessId, 'people'] as const,
  schedules: (businessId: string) => ['admin', businessId, 'schedules'] as const,
  audit: (businessId: string, page: number) => ['admin', businessId, 'audit', page] as const,
};
