// What a business admin writes into the catalogue, checked the same way by the editor and the server: categories,
// products with their content blocks (spec §9, an image grid holds up to 4), per-location offers, medication doses
// and lab data. Texts a client reads come in four languages (English required, the rest optional).
import { z } from 'zod';
import { message } from '../validation/messages.ts';
import { IMAGE_GRID_MAX, type ContentBlockType } from './content-blocks.ts';
import { localizedTextSchema } from './localized-text.ts';

export const CATALOGUE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const CATALOGUE_PRODUCT_TYPES = ['CONSULTATION', 'LAB_TEST', 'MEDICATION', 'PROGRAM'] as const;

/** Uploaded pictures: PNG, JPEG or WebP (no SVG: it can carry script), at most 2 MB. */
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageUploadType = (typeof IMAGE_UPLOAD_TYPES)[number];
export const IMAGE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

const invalid = message('validation.invalid');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path on this site (not '//host') or an https address: the only links the product page renders. */
export function isSafeContentUrl(value: string): boolean {
  const text = value.trim();
  if (text.startsWith('/')) return !text.startsWith('//') && !text.startsWith('/\\');
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

const url = z.string(invalid).trim().min(1, message('validation.required')).max(2048, message('validation.tooLong')).refine(isSafeContentUrl, invalid);
const optionalUrl = z.string(invalid).trim().max(2048, message('validation.tooLong')).refine((v) => v === '' || isSafeContentUrl(v), invalid).nullish();
const short = (max = 200) => z.string(invalid).trim().max(max, message('validation.tooLong'));
const required = (max = 200) => short(max).min(1, message('validation.required'));
const optional = (max = 200) => short(max).nullish();
const blockId = z.string(invalid).regex(UUID, invalid);

const image = z.object({ url, alt: optional(300), caption: optional(300) });
const money = z.number(invalid).int(invalid).min(0, invalid).max(100_000_000, invalid);

/** One content block as the editor writes it (English texts; the other languages travel beside, by path). */
export const contentBlockInputSchema = z.discriminatedUnion('type', [
  z.object({ id: blockId, type: z.literal('text'), title: optional(), body: required(5000) }),
  z.object({ id: blockId, type: z.literal('images'), title: optional(), images: z.array(image).min(1, message('validation.required')).max(12, invalid) }),
  z.object({
    id: blockId,
    type: z.literal('cards'),
    title: optional(),
    cards: z.array(z.object({ title: required(), body: optional(1000), image: image.nullish() })).min(1, message('validation.required')).max(12, invalid),
  }),
  z.object({ id: blockId, type: z.literal('list'), title: optional(), items: z.array(required(300)).min(1, message('validation.required')).max(30, invalid), ordered: z.boolean().optional() }),
  z.object({ id: blockId, type: z.literal('button'), label: required(80), href: url }),
  z.object({ id: blockId, type: z.literal('divider') }),
  z.object({ id: blockId, type: z.literal('faq'), question: required(300), answer: required(3000) }),
  z.object({ id: blockId, type: z.literal('imageGrid'), title: optional(), images: z.array(image).min(1, message('validation.required')).max(IMAGE_GRID_MAX, invalid) }),
  z.object({ id: blockId, type: z.literal('video'), title: optional(), url, poster: optionalUrl, captions: optionalUrl }),
  z.object({
    id: blockId,
    type: z.literal('testimonials'),
    title: optional(),
    items: z.array(z.object({ quote: required(1000), author: required(100), detail: optional() })).min(1, message('validation.required')).max(12, invalid),
  }),
]);
export type ContentBlockInput = z.output<typeof contentBlockInputSchema>;

// Every kind of §9 has its schema: a kind added to CONTENT_BLOCK_TYPES without one fails to compile here.
type KindWithoutSchema = Exclude<ContentBlockType, ContentBlockInput['type']>;
export const EVERY_BLOCK_KIND_HAS_A_SCHEMA: [KindWithoutSchema] extends [never] ? true : never = true;

/** A block's texts in the other languages: path -> { es, fr, pt } (blank = missing). */
const blockTranslations = z.record(z.string().max(64), z.object({ es: optional(5000), fr: optional(5000), pt: optional(5000) }));

export const imageRefSchema = z.object({ url, type: z.string(invalid).max(40, invalid).default('image') });

export const categoryInputSchema = z.object({
  code: z.string(invalid).trim().toUpperCase().regex(/^[A-Z][A-Z0-9_]{1,31}$/, invalid),
  name: localizedTextSchema(120),
  description: localizedTextSchema(1000, { optional: true }),
  status: z.enum(CATALOGUE_STATUSES, invalid),
  sortOrder: z.number(invalid).int(invalid).min(0, invalid).max(10_000, invalid),
  medicationSelectionOptional: z.boolean(),
  mutuallyExclusiveMedication: z.boolean(),
  images: z.array(imageRefSchema).max(8, invalid),
});
export type CategoryInput = z.output<typeof categoryInputSchema>;

export const doseOptionSchema = z.object({
  id: blockId,
  dosageName: optional(80),
  dose: z.number(invalid).positive(invalid).max(100_000, invalid),
  doseUnit: required(20),
  sellingPrice: money,
});

export const productInputSchema = z
  .object({
    name: localizedTextSchema(160),
    tagline: localizedTextSchema(200, { optional: true }),
    description: localizedTextSchema(2000, { optional: true }),
    productType: z.enum(CATALOGUE_PRODUCT_TYPES, invalid),
    status: z.enum(CATALOGUE_STATUSES, invalid),
    shippingCost: money,
    images: z.array(imageRefSchema).max(8, invalid),
    categoryIds: z.array(blockId).min(1, message('validation.required')).max(10, invalid),
    /** The forms a client fills in for the product (its pre-assessment and the like); absent leaves them as they are. */
    formIds: z.array(blockId).max(10, invalid).optional(),
    locations: z
      .array(z.object({ locationId: blockId, startingPrice: money, sortOrder: z.number(invalid).min(0, invalid).max(100_000, invalid) }))
      .max(200, invalid),
    details: z.array(contentBlockInputSchema).max(40, invalid),
    detailTranslations: z.record(blockId, blockTranslations).default({}),
    medication: z.object({ shippingCost: money, controlledSubstance: z.boolean(), doseOptions: z.array(doseOptionSchema).min(1, message('validation.required')).max(12, invalid) }).nullish(),
    labTest: z.object({ sku: z.string(invalid).trim().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/, invalid), sellingPrice: money }).nullish(),
  })
  .superRefine((input, ctx) => {
    // The type's own data is there exactly when the type needs it.
    if (input.productType === 'MEDICATION' && !input.medication) ctx.addIssue({ code: 'custom', path: ['medication'], message: 'validation.required' });
    if (input.productType === 'LAB_TEST' && !input.labTest) ctx.addIssue({ code: 'custom', path: ['labTest'], message: 'validation.required' });
    const ids = input.details.map((block) => block.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['details'], message: 'validation.invalid' });
    const locations = input.locations.map((l) => l.locationId);
    if (new Set(locations).size !== locations.length) ctx.addIssue({ code: 'custom', path: ['locations'], message: 'validation.invalid' });
  });
export type ProductInput = z.output<typeof productInputSchema>;
