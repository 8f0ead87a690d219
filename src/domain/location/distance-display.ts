// How far a location is, as the /near page shows it: miles for a location in the US (where clinics and clients
// think in miles), kilometres elsewhere, with one decimal below 10 and whole numbers above.

export type DistanceUnit = 'mile' | 'kilometer';
export type DistanceDisplay = { readonly value: number; readonly unit: DistanceUnit };

const KM_PER_MILE = 1.609344;
const MILE_COUNTRIES: ReadonlySet<string> = new Set(['US', 'GB', 'LR', 'MM']);

export function distanceDisplay(km: number, country: string): DistanceDisplay {
  const unit: DistanceUnit = MILE_COUNTRIES.has(country.trim().toUpperCase()) ? 'mile' : 'kilometer';
  const amount = unit === 'mile' ? km / KM_PER_MILE : km;
  const value = amount < 10 ? Math.round(amount * 10) / 10 : Math.round(amount);
  return { value, unit };
}
