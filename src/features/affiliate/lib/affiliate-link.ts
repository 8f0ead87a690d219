// The link an affiliate shares: the business home with their code (`?ref=<code>`, read by src/app/attribution.ts).
export function affiliateLink(origin: string, landingPath: string, code: string): string {
  return `${origin}${landingPath}?ref=${encodeURIComponent(code)}`;
}

/** '10 %' style percentage of basis points (1250 -> 12.5). */
export const percentOf = (basisPoints: number): number => basisPoints / 100;
