// Issue 16: a content block's texts by path (what is translated, and how a translation is laid over the English),
// the editor's rules shared with the server, and the admin catalogue's documents as sent.
import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { contentBlockInputSchema, isSafeContentUrl } from '../../src/domain/content/catalogue-input.ts';
import { BLOCK_TEXTS, blockTexts, CONTENT_BLOCK_TYPES, withBlockTexts } from '../../src/domain/content/content-blocks.ts';
import { missingLanguages } from '../../src/domain/content/localized-text.ts';
import { isTranslatableField } from '../../src/domain/content/translatable-fields.ts';
import { AdminCategoriesDocument } from '../../src/features/admin/catalogue/api/admin-categories.ts';
import { AdminProductDocument } from '../../src/features/admin/catalogue/api/admin-products.ts';
import { SetFormStatusDocument } from '../../src/features/admin/forms/api/save-form.ts';
import { removeListEntry, writePath } from '../../src/features/admin/catalogue/lib/product-form.ts';

vi.mock('../../src/app/graphql-client.ts', () => ({ request: vi.fn() }));

const id = '0b6f6c1e-3a7c-4a8e-9d62-6f1f0c2b9a11';

describe('content block texts', () => {
  it('every §9 kind says where its texts are', () => {
    expect(Object.keys(BLOCK_TEXTS).sort()).toEqual([...CONTENT_BLOCK_TYPES].sort());
  });

  it.each([
    [{ type: 'text', title: 'About', body: 'Body' }, { title: 'About', body: 'Body' }],
    [{ type: 'list', items: ['A', '', 'C'] }, { 'items.0': 'A', 'items.2': 'C' }],
    [{ type: 'cards', cards: [{ title: 'T', body: 'B', image: { url: '/a.png', alt: 'Alt' } }] }, { 'cards.0.title': 'T', 'cards.0.body': 'B', 'cards.0.image.alt': 'Alt' }],
    [{ type: 'testimonials', items: [{ quote: 'Q', author: 'Ana', detail: 'D' }] }, { 'items.0.quote': 'Q', 'items.0.detail': 'D' }],
    [{ type: 'button', label: 'Go', href: '/x' }, { label: 'Go' }],
    [{ type: 'divider' }, {}],
    [{ type: 'unknown', title: 'x' }, {}],
  ])('%j holds %j', (block, texts) => {
    expect(blockTexts(block)).toEqual(texts);
  });

  it('a translation replaces only texts the block holds, never its addresses or authors', () => {
    const block = { id, type: 'testimonials', items: [{ quote: 'Great', author: 'Ana' }] };
    const spanish = withBlockTexts(block, { 'items.0.quote': 'Genial', 'items.0.author': 'Otra', 'items.1.quote': 'Nada', 'items.0.detail': 'x' });
    expect(spanish).toEqual({ id, type: 'testimonials', items: [{ quote: 'Genial', author: 'Ana' }] });
    expect(block.items[0]?.quote).toBe('Great');
  });

  it('content block paths are translatable fields; columns of other entities are named', () => {
    expect(isTranslatableField('contentBlock', 'cards.0.image.alt')).toBe(true);
    expect(isTranslatableField('contentBlock', '../x')).toBe(false);
    expect(isTranslatableField('product', 'tagline')).toBe(true);
    expect(isTranslatableField('business', 'name')).toBe(false);
  });

  it('missing languages are those blank beside an English text', () => {
    expect(missingLanguages({ en: 'Hair', es: 'Cabello', fr: ' ', pt: null })).toEqual(['fr', 'pt']);
    expect(missingLanguages({ en: '' })).toEqual([]);
  });
});

describe('the editor rules', () => {
  it.each([
    ['/uploads/images/1', true],
    ['https://example.com/a', true],
    ['//evil.example', false],
    ['javascript:alert(1)', false],
    ['http://example.com', false],
  ])('%s is a safe address: %s', (url, safe) => {
    expect(isSafeContentUrl(url)).toBe(safe);
  });

  it('an image grid holds up to 4 pictures', () => {
    const image = { url: '/a.png' };
    expect(contentBlockInputSchema.safeParse({ id, type: 'imageGrid', images: [image, image, image, image] }).success).toBe(true);
    expect(contentBlockInputSchema.safeParse({ id, type: 'imageGrid', images: [image, image, image, image, image] }).success).toBe(false);
  });

  it('removing a list entry moves the later entries translations with them', () => {
    const block = { id, type: 'list', items: ['A', 'B', 'C'] };
    const next = removeListEntry(block, { [id]: { title: { es: 'T' }, 'items.0': { es: 'a' }, 'items.1': { es: 'b' }, 'items.2': { es: 'c' } } }, 'items', 1);
    expect(next.block.items).toEqual(['A', 'C']);
    expect(next.translations[id]).toEqual({ title: { es: 'T' }, 'items.0': { es: 'a' }, 'items.1': { es: 'c' } });
    expect(writePath(block, 'items.1', 'X').items).toEqual(['A', 'X', 'C']);
  });
});

describe('admin catalogue documents as sent', () => {
  const schema = buildSchema(readFileSync(new URL('../../server/schema.graphql', import.meta.url), 'utf8'));
  it.each([
    ['AdminCategories', AdminCategoriesDocument],
    ['AdminProduct', AdminProductDocument],
    ['SetFormStatus', SetFormStatusDocument],
  ])('%s validates against the schema', (_name, document) => {
    expect(validate(schema, parse(String(document)))).toEqual([]);
  });
});
