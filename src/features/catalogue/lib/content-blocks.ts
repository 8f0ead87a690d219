// The product page's content blocks (spec §9: text, images, cards, list, button, divider, FAQ item, image grid of
// up to 4, video, testimonials), read from the product's `details` JSON. Each kind has its own guard that keeps
// only well-formed, safe blocks; an unknown kind or a malformed block is skipped, so one bad block written in
// the product editor never breaks the page.
import { toSafeUrl } from './safe-url.ts';
import type { SafeUrl } from './safe-url.ts';

export const IMAGE_GRID_MAX = 4;

export type BlockImage = { url: string; alt?: string; caption?: string };

export type TextBlock = { type: 'text'; title?: string; body: string };
export type ImagesBlock = { type: 'images'; title?: string; images: BlockImage[] };
export type CardsBlock = { type: 'cards'; title?: string; cards: { title: string; body?: string; image?: BlockImage }[] };
export type ListBlock = { type: 'list'; title?: string; items: string[]; ordered: boolean };
export type ButtonBlock = { type: 'button'; label: string; link: SafeUrl };
export type DividerBlock = { type: 'divider' };
export type FaqBlock = { type: 'faq'; question: string; answer: string };
export type ImageGridBlock = { type: 'imageGrid'; title?: string; images: BlockImage[] };
/**
 * Plays in the page only from this site (the CSP's media-src) and with a captions track (WCAG 1.2.2); any other
 * video is offered as a link.
 */
export type VideoBlock = { type: 'video'; title?: string; source: SafeUrl; poster?: string; captions?: string };

/** Whether the video can play in the page: from this site, with captions from this site. */
export function isInlineVideo(block: VideoBlock): block is VideoBlock & { captions: string } {
  return block.source.kind === 'internal' && block.captions !== undefined;
}
export type TestimonialsBlock = {
  type: 'testimonials';
  title?: string;
  items: { quote: string; author: string; detail?: string }[];
};

export type ContentBlock =
  | TextBlock
  | ImagesBlock
  | CardsBlock
  | ListBlock
  | ButtonBlock
  | DividerBlock
  | FaqBlock
  | ImageGridBlock
  | VideoBlock
  | TestimonialsBlock;

export type ContentBlockType = ContentBlock['type'];

type Raw = Record<string, unknown>;

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A non-empty trimmed string, or undefined. */
function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed.length > 0 ? trimmed : undefined;
}

function withTitle<const T extends object>(raw: Raw, block: T): T & { title?: string } {
  const title = text(raw.title);
  return title === undefined ? block : { ...block, title };
}

function image(value: unknown): BlockImage | undefined {
  const raw = isRecord(value) ? value : { url: value };
  const url = toSafeUrl(raw.url);
  if (!url) return undefined;
  const result: BlockImage = { url: url.href };
  const alt = text(raw.alt);
  const caption = text(raw.caption);
  if (alt !== undefined) result.alt = alt;
  if (caption !== undefined) result.caption = caption;
  return result;
}

function images(value: unknown): BlockImage[] {
  if (!Array.isArray(value)) return [];
  return value.map(image).filter((item): item is BlockImage => item !== undefined);
}

function strings(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(text).filter((item): item is string => item !== undefined);
}

function parseText(raw: Raw): TextBlock | undefined {
  const body = text(raw.body);
  return body === undefined ? undefined : withTitle(raw, { type: 'text', body });
}

function parseImages(raw: Raw): ImagesBlock | undefined {
  const list = images(raw.images);
  return list.length === 0 ? undefined : withTitle(raw, { type: 'images', images: list });
}

function parseCards(raw: Raw): CardsBlock | undefined {
  if (!Array.isArray(raw.cards)) return undefined;
  const cards: CardsBlock['cards'] = [];
  for (const entry of raw.cards) {
    if (!isRecord(entry)) continue;
    const title = text(entry.title);
    if (title === undefined) continue;
    const card: CardsBlock['cards'][number] = { title };
    const body = text(entry.body);
    const picture = entry.image === undefined ? undefined : image(entry.image);
    if (body !== undefined) card.body = body;
    if (picture !== undefined) card.image = picture;
    cards.push(card);
  }
  return cards.length === 0 ? undefined : withTitle(raw, { type: 'cards', cards });
}

function parseList(raw: Raw): ListBlock | undefined {
  const items = strings(raw.items);
  return items.length === 0 ? undefined : withTitle(raw, { type: 'list', items, ordered: raw.ordered === true });
}

function parseButton(raw: Raw): ButtonBlock | undefined {
  const label = text(raw.label);
  const link = toSafeUrl(raw.href);
  return label === undefined || link === undefined ? undefined : { type: 'button', label, link };
}

function parseFaq(raw: Raw): FaqBlock | undefined {
  const question = text(raw.question);
  const answer = text(raw.answer);
  return question === undefined || answer === undefined ? undefined : { type: 'faq', question, answer };
}

function parseImageGrid(raw: Raw): ImageGridBlock | undefined {
  const list = images(raw.images).slice(0, IMAGE_GRID_MAX);
  return list.length === 0 ? undefined : withTitle(raw, { type: 'imageGrid', images: list });
}

function parseVideo(raw: Raw): VideoBlock | undefined {
  const source = toSafeUrl(raw.url);
  if (!source) return undefined;
  const block: VideoBlock = withTitle(raw, { type: 'video', source });
  const poster = image(raw.poster);
  if (poster !== undefined) block.poster = poster.url;
  const captions = toSafeUrl(raw.captions);
  if (captions?.kind === 'internal') block.captions = captions.href;
  return block;
}

function parseTestimonials(raw: Raw): TestimonialsBlock | undefined {
  if (!Array.isArray(raw.items)) return undefined;
  const items: TestimonialsBlock['items'] = [];
  for (const entry of raw.items) {
    if (!isRecord(entry)) continue;
    const quote = text(entry.quote);
    const author = text(entry.author);
    if (quote === undefined || author === undefined) continue;
    const detail = text(entry.detail);
    items.push(detail === undefined ? { quote, author } : { quote, author, detail });
  }
  return items.length === 0 ? undefined : withTitle(raw, { type: 'testimonials', items });
}

const parsers: { [K in ContentBlockType]: (raw: Raw) => Extract<ContentBlock, { type: K }> | undefined } = {
  text: parseText,
  images: parseImages,
  cards: parseCards,
  list: parseList,
  button: parseButton,
  divider: () => ({ type: 'divider' }),
  faq: parseFaq,
  imageGrid: parseImageGrid,
  video: parseVideo,
  testimonials: parseTestimonials,
};

function isBlockType(value: unknown): value is ContentBlockType {
  return typeof value === 'string' && Object.hasOwn(parsers, value);
}

/** One block, or undefined when its kind is unknown or it is malformed. */
export function parseContentBlock(value: unknown): ContentBlock | undefined {
  if (!isRecord(value) || !isBlockType(value.type)) return undefined;
  return parsers[value.type](value);
}

/**
 * The blocks of a product's `details`: a list of blocks, or an object holding one under `blocks`; JSON text
 * of either is read too. Anything else gives no blocks.
 */
export function parseContentBlocks(details: unknown): ContentBlock[] {
  let value = details;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (isRecord(value)) value = value.blocks;
  if (!Array.isArray(value)) return [];
  return value.map(parseContentBlock).filter((block): block is ContentBlock => block !== undefined);
}

/** Consecutive FAQ items render as one accordion; every other block stands alone. */
export type BlockGroup = { kind: 'faqs'; items: FaqBlock[] } | { kind: 'block'; block: Exclude<ContentBlock, FaqBlock> };

export function groupContentBlocks(blocks: readonly ContentBlock[]): BlockGroup[] {
  const groups: BlockGroup[] = [];
  for (const block of blocks) {
    const last = groups.at(-1);
    if (block.type === 'faq') {
      if (last?.kind === 'faqs') last.items.push(block);
      else groups.push({ kind: 'faqs', items: [block] });
    } else {
      groups.push({ kind: 'block', block });
    }
  }
  return groups;
}
