// The product editor's values and their way to and from the API: prices in major units while typing, texts in
// four languages, content blocks in English with their other languages by block and path.
import type { LocalizedText } from '../../../../domain/content/localized-text.ts';
import type { AdminProductInput, ProductType } from '../../../../gql/graphql.ts';
import type { AdminProductView } from '../api/admin-products.ts';

export type Texts = { en: string; es: string; fr: string; pt: string };
export type EditorBlock = Record<string, unknown> & { id: string; type: string };
export type BlockTranslations = Record<string, Record<string, { es?: string | null; fr?: string | null; pt?: string | null }>>;

export type Offer = { locationId: string; locationName: string; offered: boolean; price: number | ''; sortOrder: number | '' };
export type DoseRow = { id: string; dosageName: string; dose: number | ''; doseUnit: string; price: number | '' };

export type ProductFormValues = {
  name: Texts;
  tagline: Texts;
  description: Texts;
  productType: ProductType;
  status: 'ACTIVE' | 'INACTIVE';
  shippingCost: number | '';
  images: { url: string; type: string }[];
  categoryIds: string[];
  /** The forms a client fills in for the product (its pre-assessment and the like). */
  formIds: string[];
  offers: Offer[];
  blocks: EditorBlock[];
  blockTranslations: BlockTranslations;
  medication: { shippingCost: number | ''; controlledSubstance: boolean; doses: DoseRow[] };
  labTest: { sku: string; sellingPrice: number | '' };
};

export const textsOf = (text: Partial<LocalizedText> | null | undefined): Texts => ({ en: text?.en ?? '', es: text?.es ?? '', fr: text?.fr ?? '', pt: text?.pt ?? '' });

const major = (minor: number | null | undefined): number | '' => (minor === null || minor === undefined ? '' : minor / 100);
const minor = (value: number | ''): number => (value === '' ? 0 : Math.round(value * 100));

export function newId(): string {
  return globalThis.crypto.randomUUID();
}

export function emptyProduct(locations: { id: string; name: string }[]): ProductFormValues {
  return {
    name: textsOf(null),
    tagline: textsOf(null),
    description: textsOf(null),
    productType: 'CONSULTATION',
    status: 'ACTIVE',
    shippingCost: 0,
    images: [],
    categoryIds: [],
    formIds: [],
    offers: locations.map((l) => ({ locationId: l.id, locationName: l.name, offered: false, price: '', sortOrder: 0 })),
    blocks: [],
    blockTranslations: {},
    medication: { shippingCost: 0, controlledSubstance: false, doses: [] },
    labTest: { sku: '', sellingPrice: '' },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function valuesOf(product: AdminProductView): ProductFormValues {
  const blocks = (Array.isArray(product.details) ? product.details : []).filter(
    (b): b is EditorBlock => isRecord(b) && typeof b.id === 'string' && typeof b.type === 'string',
  );
  return {
    name: textsOf(product.name),
    tagline: textsOf(product.tagline),
    description: textsOf(product.description),
    productType: product.productType as ProductType,
    status: product.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
    shippingCost: major(product.shippingCost),
    images: product.images.map((i) => ({ url: i.url, type: i.type })),
    categoryIds: [...product.categoryIds],
    formIds: [...product.formIds],
    offers: product.locations.map((l) => ({ locationId: l.locationId, locationName: l.locationName, offered: l.offered, price: major(l.startingPrice), sortOrder: l.sortOrder ?? 0 })),
    blocks,
    blockTranslations: isRecord(product.detailTranslations) ? (product.detailTranslations as BlockTranslations) : {},
    medication: {
      shippingCost: major(product.medication?.shippingCost ?? 0),
      controlledSubstance: product.medication?.controlledSubstance ?? false,
      doses: (product.medication?.doseOptions ?? []).map((d) => ({ id: d.id, dosageName: d.dosageName ?? '', dose: d.dose, doseUnit: d.doseUnit, price: major(d.sellingPrice) })),
    },
    labTest: { sku: product.labTest?.sku ?? '', sellingPrice: major(product.labTest?.sellingPrice) },
  };
}

export function inputOf(values: ProductFormValues): AdminProductInput {
  return {
    name: values.name,
    tagline: values.tagline,
    description: values.description,
    productType: values.productType,
    status: values.status,
    shippingCost: minor(values.shippingCost),
    images: values.images,
    categoryIds: values.categoryIds,
    formIds: values.formIds,
    locations: values.offers.filter((o) => o.offered).map((o) => ({ locationId: o.locationId, startingPrice: minor(o.price), sortOrder: o.sortOrder === '' ? 0 : o.sortOrder })),
    details: values.blocks,
    detailTranslations: values.blockTranslations,
    medication:
      values.productType === 'MEDICATION'
        ? {
            shippingCost: minor(values.medication.shippingCost),
            controlledSubstance: values.medication.controlledSubstance,
            doseOptions: values.medication.doses.map((d) => ({ id: d.id, dosageName: d.dosageName || null, dose: d.dose === '' ? 0 : d.dose, doseUnit: d.doseUnit, sellingPrice: minor(d.price) })),
          }
        : null,
    labTest: values.productType === 'LAB_TEST' ? { sku: values.labTest.sku, sellingPrice: minor(values.labTest.sellingPrice) } : null,
  };
}

/** The value at a dotted path of a block ('items.2', 'cards.0.title'). */
export function readPath(block: unknown, path: string): unknown {
  let current: unknown = block;
  for (const part of path.split('.')) {
    if (Array.isArray(current)) current = current[Number(part)];
    else if (isRecord(current)) current = current[part];
    else return undefined;
  }
  return current;
}

/** A copy of the block with the value at `path` replaced (objects and lists along the way copied). */
export function writePath<T>(block: T, path: string, value: unknown): T {
  const [part, ...rest] = path.split('.');
  if (part === undefined) return block;
  const next = (inner: unknown) => (rest.length === 0 ? value : writePath(inner ?? (/^\d+$/.test(rest[0] ?? '') ? [] : {}), rest.join('.'), value));
  if (Array.isArray(block)) {
    const copy = [...block];
    copy[Number(part)] = next(copy[Number(part)]);
    return copy as T;
  }
  const record: Record<string, unknown> = isRecord(block) ? block : {};
  return { ...record, [part]: next(record[part]) } as T;
}

/** A block's text at `path` in the four languages. */
export function blockText(block: EditorBlock, translations: BlockTranslations, path: string): Texts {
  const english = readPath(block, path);
  const other = translations[block.id]?.[path];
  return { en: typeof english === 'string' ? english : '', es: other?.es ?? '', fr: other?.fr ?? '', pt: other?.pt ?? '' };
}

/** The texts of list entries shift when an entry is removed: the translations keyed by index follow. */
export function removeListEntry(block: EditorBlock, translations: BlockTranslations, list: string, index: number): { block: EditorBlock; translations: BlockTranslations } {
  const entries = Array.isArray(block[list]) ? [...(block[list] as unknown[])] : [];
  entries.splice(index, 1);
  const own = translations[block.id] ?? {};
  const moved: BlockTranslations[string] = {};
  for (const [path, texts] of Object.entries(own)) {
    const match = new RegExp(`^${list}\\.(\\d+)(.*)$`).exec(path);
    if (!match) moved[path] = texts;
    else if (Number(match[1]) < index) moved[path] = texts;
    else if (Number(match[1]) > index) moved[`${list}.${Number(match[1]) - 1}${match[2] ?? ''}`] = texts;
  }
  return { block: { ...block, [list]: entries }, translations: { ...translations, [block.id]: moved } };
}

/** A new block of a kind with the least it needs. */
export function newBlock(type: string): EditorBlock {
  const id = newId();
  switch (type) {
    case 'text':
      return { id, type, title: '', body: '' };
    case 'images':
    case 'imageGrid':
      return { id, type, title: '', images: [] };
    case 'cards':
      return { id, type, title: '', cards: [{ title: '', body: '' }] };
    case 'list':
      return { id, type, title: '', items: [''], ordered: false };
    case 'button':
      return { id, type, label: '', href: '' };
    case 'faq':
      return { id, type, question: '', answer: '' };
    case 'video':
      return { id, type, title: '', url: '', poster: '', captions: '' };
    case 'testimonials':
      return { id, type, title: '', items: [{ quote: '', author: '', detail: '' }] };
    default:
      return { id, type };
  }
}
