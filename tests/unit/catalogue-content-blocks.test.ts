import { describe, expect, it } from 'vitest';
import {
  groupContentBlocks,
  IMAGE_GRID_MAX,
  isInlineVideo,
  parseContentBlock,
  parseContentBlocks,
} from '../../src/features/catalogue/lib/content-blocks.ts';
import type { VideoBlock } from '../../src/features/catalogue/lib/content-blocks.ts';
import { toSafeUrl } from '../../src/features/catalogue/lib/safe-url.ts';

describe('content blocks: one guard per kind (spec §9)', () => {
  it('text: body with an optional title; no body, no block', () => {
    expect(parseContentBlock({ type: 'text', title: ' About ', body: 'Line one\nLine two' })).toEqual({
      type: 'text',
      title: 'About',
      body: 'Line one\nLine two',
    });
    expect(parseContentBlock({ type: 'text', body: 'Plain' })).toEqual({ type: 'text', body: 'Plain' });
    expect(parseContentBlock({ type: 'text', title: 'Empty', body: '   ' })).toBeUndefined();
    expect(parseContentBlock({ type: 'text', body: 42 })).toBeUndefined();
  });

  it('images: addresses or {url, alt, caption}; unsafe addresses are dropped', () => {
    expect(
      parseContentBlock({
        type: 'images',
        title: 'Our clinic',
        images: ['/images/a.svg', { url: 'https://cdn.example.com/b.jpg', alt: 'Waiting room', caption: 'Midtown' }, 'javascript:alert(1)', { alt: 'no url' }],
      }),
    ).toEqual({
      type: 'images',
      title: 'Our clinic',
      images: [{ url: '/images/a.svg' }, { url: 'https://cdn.example.com/b.jpg', alt: 'Waiting room', caption: 'Midtown' }],
    });
    expect(parseContentBlock({ type: 'images', images: ['data:image/png;base64,AAAA'] })).toBeUndefined();
    expect(parseContentBlock({ type: 'images' })).toBeUndefined();
  });

  it('cards: each needs a title; body and picture are optional', () => {
    expect(
      parseContentBlock({
        type: 'cards',
        cards: [{ title: 'Video visit', body: '20 minutes', image: '/images/v.svg' }, { body: 'no title' }, 'text', { title: 'Plan' }],
      }),
    ).toEqual({
      type: 'cards',
      cards: [{ title: 'Video visit', body: '20 minutes', image: { url: '/images/v.svg' } }, { title: 'Plan' }],
    });
    expect(parseContentBlock({ type: 'cards', cards: [{ body: 'x' }] })).toBeUndefined();
  });

  it('list: non-empty strings, bulleted unless ordered is true', () => {
    expect(parseContentBlock({ type: 'list', title: 'What you get', items: ['One', '', 3, 'Two'] })).toEqual({
      type: 'list',
      title: 'What you get',
      items: ['One', 'Two'],
      ordered: false,
    });
    expect(parseContentBlock({ type: 'list', items: ['Step'], ordered: true })).toMatchObject({ ordered: true });
    expect(parseContentBlock({ type: 'list', items: [] })).toBeUndefined();
  });

  it('button: a page of this site or an https site, never another scheme', () => {
    expect(parseContentBlock({ type: 'button', label: 'Read the FAQ', href: '/business/demo/main/FAQ' })).toEqual({
      type: 'button',
      label: 'Read the FAQ',
      link: { kind: 'internal', href: '/business/demo/main/FAQ' },
    });
    expect(parseContentBlock({ type: 'button', label: 'Guide', href: 'https://example.org/guide' })).toEqual({
      type: 'button',
      label: 'Guide',
      link: { kind: 'external', href: 'https://example.org/guide' },
    });
    for (const href of ['javascript:alert(1)', 'http://example.org', '//evil.example', '/\\evil.example', 'mailto:a@b.c', 'relative/path']) {
      expect(parseContentBlock({ type: 'button', label: 'Go', href }), href).toBeUndefined();
    }
    expect(parseContentBlock({ type: 'button', href: '/x' })).toBeUndefined();
  });

  it('divider: nothing else needed', () => {
    expect(parseContentBlock({ type: 'divider' })).toEqual({ type: 'divider' });
  });

  it('faq: a question and its answer', () => {
    expect(parseContentBlock({ type: 'faq', question: 'Do I need insurance?', answer: 'No.' })).toEqual({
      type: 'faq',
      question: 'Do I need insurance?',
      answer: 'No.',
    });
    expect(parseContentBlock({ type: 'faq', question: 'Only a question' })).toBeUndefined();
  });

  it(`imageGrid: keeps at most ${IMAGE_GRID_MAX} pictures`, () => {
    const block = parseContentBlock({ type: 'imageGrid', images: ['/1.svg', '/2.svg', '/3.svg', '/4.svg', '/5.svg', '/6.svg'] });
    expect(block).toEqual({ type: 'imageGrid', images: ['/1.svg', '/2.svg', '/3.svg', '/4.svg'].map((url) => ({ url })) });
    expect(parseContentBlock({ type: 'imageGrid', images: [] })).toBeUndefined();
  });

  it('video: plays in the page only from this site with captions; otherwise it is a link', () => {
    const local = parseContentBlock({ type: 'video', title: 'How it works', url: '/media/visit.mp4', captions: '/media/visit.vtt', poster: '/media/visit.jpg' });
    expect(local).toEqual({
      type: 'video',
      title: 'How it works',
      source: { kind: 'internal', href: '/media/visit.mp4' },
      captions: '/media/visit.vtt',
      poster: '/media/visit.jpg',
    });
    expect(isInlineVideo(local as VideoBlock)).toBe(true);

    const uncaptioned = parseContentBlock({ type: 'video', url: '/media/visit.mp4' }) as VideoBlock;
    expect(isInlineVideo(uncaptioned)).toBe(false);

    const elsewhere = parseContentBlock({ type: 'video', url: 'https://videos.example.com/watch?v=1', captions: 'https://videos.example.com/1.vtt' }) as VideoBlock;
    expect(elsewhere).toEqual({ type: 'video', source: { kind: 'external', href: 'https://videos.example.com/watch?v=1' } });
    expect(isInlineVideo(elsewhere)).toBe(false);

    expect(parseContentBlock({ type: 'video', url: 'javascript:alert(1)' })).toBeUndefined();
  });

  it('testimonials: each needs a quote and an author', () => {
    expect(
      parseContentBlock({
        type: 'testimonials',
        title: 'What clients say',
        items: [{ quote: 'Kind and quick.', author: 'Maria', detail: 'Client since 2023' }, { quote: 'No author' }, { quote: 'Clear plan.', author: 'Sam' }],
      }),
    ).toEqual({
      type: 'testimonials',
      title: 'What clients say',
      items: [{ quote: 'Kind and quick.', author: 'Maria', detail: 'Client since 2023' }, { quote: 'Clear plan.', author: 'Sam' }],
    });
    expect(parseContentBlock({ type: 'testimonials', items: [{ author: 'x' }] })).toBeUndefined();
  });

  it('skips unknown kinds and values that are not blocks', () => {
    for (const value of [{ type: 'iframe', url: 'https://x' }, { type: 'toString' }, { type: 'constructor' }, { body: 'no type' }, null, 'text', 7, ['text']]) {
      expect(parseContentBlock(value)).toBeUndefined();
    }
  });
});

describe('parseContentBlocks: the details JSON', () => {
  const seedLike = [
    { type: 'text', title: 'About', body: 'A video visit.' },
    { type: 'list', title: 'What you get', items: ['20-minute video visit'] },
    { type: 'divider' },
    { type: 'faq', question: 'Do I need insurance?', answer: 'No.' },
  ];

  it('reads the seed shape (a list of blocks) in order', () => {
    expect(parseContentBlocks(seedLike).map((block) => block.type)).toEqual(['text', 'list', 'divider', 'faq']);
  });

  it('keeps the good blocks around a broken or unknown one', () => {
    expect(parseContentBlocks([{ type: 'text', body: 'ok' }, { type: 'carousel' }, { type: 'text' }, { type: 'divider' }]).map((b) => b.type)).toEqual([
      'text',
      'divider',
    ]);
  });

  it('also reads {blocks: [...]} and JSON text; anything else has no blocks', () => {
    expect(parseContentBlocks({ blocks: seedLike })).toHaveLength(4);
    expect(parseContentBlocks(JSON.stringify(seedLike))).toHaveLength(4);
    for (const value of [null, undefined, {}, 'not json', '{"blocks": 3}', 5]) {
      expect(parseContentBlocks(value)).toEqual([]);
    }
  });
});

describe('groupContentBlocks', () => {
  it('puts consecutive FAQ items in one accordion and leaves other blocks alone', () => {
    const blocks = parseContentBlocks([
      { type: 'faq', question: 'A?', answer: 'a' },
      { type: 'faq', question: 'B?', answer: 'b' },
      { type: 'divider' },
      { type: 'faq', question: 'C?', answer: 'c' },
    ]);
    expect(groupContentBlocks(blocks).map((group) => (group.kind === 'faqs' ? group.items.map((i) => i.question) : group.block.type))).toEqual([
      ['A?', 'B?'],
      'divider',
      ['C?'],
    ]);
  });
});

describe('toSafeUrl', () => {
  it.each([
    { value: '/business/demo/main', expected: { kind: 'internal', href: '/business/demo/main' } },
    { value: ' https://example.org/a ', expected: { kind: 'external', href: 'https://example.org/a' } },
    { value: 'http://example.org', expected: undefined },
    { value: 'JavaScript:alert(1)', expected: undefined },
    { value: '//example.org', expected: undefined },
    { value: '', expected: undefined },
    { value: 12, expected: undefined },
  ])('$value', ({ value, expected }) => {
    expect(toSafeUrl(value)).toEqual(expected);
  });
});
