// The product page's content blocks as the product editor writes them (spec §9: text, images, cards, list, button,
// divider, FAQ item, image grid of up to 4, video, testimonials) and where each kind keeps the words a client
// reads. Those words are translated one by one (content_translations, entity type contentBlock, keyed by the
// block's own id and the text's path), so a translation survives edits of the block's other parts.

export const CONTENT_BLOCK_TYPES = ['text', 'images', 'cards', 'list', 'button', 'divider', 'faq', 'imageGrid', 'video', 'testimonials'] as const;
export type ContentBlockType = (typeof CONTENT_BLOCK_TYPES)[number];

/** Spec §9: an image grid holds up to 4 images. */
export const IMAGE_GRID_MAX = 4;

/** Where a kind's texts are: its own fields, and per list the fields of each entry ('self': the entry is the text). */
type BlockTextSpec = { fields: readonly string[]; lists?: Readonly<Record<string, readonly string[] | 'self'>> };

/**
 * The translatable texts of each kind. Names of people (a testimonial's author), addresses (urls) and the list's
 * order are the block's own in every language.
 */
export const BLOCK_TEXTS = {
  text: { fields: ['title', 'body'] },
  images: { fields: ['title'], lists: { images: ['alt', 'caption'] } },
  cards: { fields: ['title'], lists: { cards: ['title', 'body', 'image.alt'] } },
  list: { fields: ['title'], lists: { items: 'self' } },
  button: { fields: ['label'] },
  divider: { fields: [] },
  faq: { fields: ['question', 'answer'] },
  imageGrid: { fields: ['title'], lists: { images: ['alt', 'caption'] } },
  video: { fields: ['title'] },
  testimonials: { fields: ['title'], lists: { items: ['quote', 'detail'] } },
} as const satisfies Record<ContentBlockType, BlockTextSpec>;

type Raw = Record<string, unknown>;

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isContentBlockType(value: unknown): value is ContentBlockType {
  return typeof value === 'string' && (CONTENT_BLOCK_TYPES as readonly string[]).includes(value);
}

function readPath(value: unknown, path: string): unknown {
  let current = value;
  for (const part of path.split('.')) {
    if (Array.isArray(current) && /^\d+$/.test(part)) current = current[Number(part)];
    else if (isRecord(current)) current = current[part];
    else return undefined;
  }
  return current;
}

/** The block with `path` set to `text`: copies along the path, the block itself is left as it was. */
function writePath(value: unknown, parts: readonly string[], text: string): unknown {
  const [part, ...rest] = parts;
  if (part === undefined) return text;
  if (Array.isArray(value) && /^\d+$/.test(part)) {
    const copy = [...value];
    copy[Number(part)] = writePath(copy[Number(part)], rest, text);
    return copy;
  }
  if (isRecord(value)) return { ...value, [part]: writePath(value[part], rest, text) };
  return value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A block's id (a UUID, the key of its translations), or null for a block without one (never translated). */
export function blockIdOf(block: unknown): string | null {
  return isRecord(block) && typeof block.id === 'string' && UUID.test(block.id) ? block.id.toLowerCase() : null;
}

/** The block's texts by path ('title', 'items.2', 'cards.0.image.alt'): only the non-empty strings it holds. */
export function blockTexts(block: unknown): Record<string, string> {
  if (!isRecord(block) || !isContentBlockType(block.type)) return {};
  const spec: BlockTextSpec = BLOCK_TEXTS[block.type];
  const texts: Record<string, string> = {};
  const take = (path: string) => {
    const value = readPath(block, path);
    if (typeof value === 'string' && value.trim().length > 0) texts[path] = value;
  };
  for (const field of spec.fields) take(field);
  for (const [list, fields] of Object.entries(spec.lists ?? {})) {
    const entries = block[list];
    if (!Array.isArray(entries)) continue;
    entries.forEach((_entry, index) => {
      if (fields === 'self') take(`${list}.${index}`);
      else for (const field of fields) take(`${list}.${index}.${field}`);
    });
  }
  return texts;
}

/** Whether `path` names a text a block of some kind can hold (what saveTranslations accepts for contentBlock). */
export function isBlockTextPath(path: string): boolean {
  return /^[a-zA-Z]+(\.\d{1,3}(\.[a-zA-Z]+){0,2})?$/.test(path) && path.length <= 64;
}

/**
 * The block in another language: each text it holds in English replaced by its translation where there is one.
 * A translation of a text the block no longer holds is ignored.
 */
export function withBlockTexts<T>(block: T, texts: Readonly<Record<string, string | undefined>> | undefined): T {
  if (!texts) return block;
  let result: unknown = block;
  for (const path of Object.keys(blockTexts(block))) {
    const text = texts[path];
    if (text !== undefined && text.trim().length > 0) result = writePath(result, path.split('.'), text);
  }
  return result as T;
}

/** The list of blocks a product's `details` holds (a list, or an object with `blocks`); anything else is none. */
export function detailsBlocks(details: unknown): unknown[] {
  const value = isRecord(details) ? details.blocks : details;
  return Array.isArray(value) ? value : [];
}
