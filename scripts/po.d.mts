// Types for scripts/po.mjs, which stays plain JavaScript so `node scripts/check-catalogs.mjs` needs no build.
export type PoEntry = {
  context: string | null;
  id: string;
  plural: string | null;
  translations: string[];
  flags: string[];
  line: number;
};

export function unescapePoString(body: string): string;
export function parsePo(text: string): PoEntry[];
export function messageKey(entry: Pick<PoEntry, 'context' | 'id'>): string;
export function findCatalogProblems(catalogs: Record<string, PoEntry[]>, translatedLocales: readonly string[]): string[];
