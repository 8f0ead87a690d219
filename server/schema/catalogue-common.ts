import type { ImageRef } from '../db/schema/index.ts';
import { SORT_DIRECTIONS } from '../services/catalogue/inputs.ts';
import { builder } from './builder.ts';

export const Image = builder.objectRef<ImageRef>('Image').implement({
  fields: (t) => ({ url: t.exposeString('url'), type: t.exposeString('type') }),
});

export const SortDirectionEnum = builder.enumType('SortDirection', { values: SORT_DIRECTIONS });

/** Offset paging: cursors are the offsets of the first and last row of the page, as text. */
export type OffsetPage = { offset: number; count: number; totalCount: number };

export const PageInfo = builder.objectRef<OffsetPage>('PageInfo').implement({
  fields: (t) => ({
    startCursor: t.string({ nullable: true, resolve: (p) => (p.count > 0 ? String(p.offset) : null) }),
    endCursor: t.string({ nullable: true, resolve: (p) => (p.count > 0 ? String(p.offset + p.count - 1) : null) }),
    hasNextPage: t.boolean({ resolve: (p) => p.offset + p.count < p.totalCount }),
    hasPreviousPage: t.boolean({ resolve: (p) => p.offset > 0 }),
  }),
});

/** One page of a list query: its rows, the total matching the filter and where the page starts. */
export type Connection<T> = { nodes: T[]; totalCount: number; offset: number };

/** The cursor of each row (its offset), for the spec's `edges { node }` shape. */
export function edgesOf<T>(page: Connection<T>): { node: T; cursor: string }[] {
  return page.nodes.map((node, index) => ({ node, cursor: String(page.offset + index) }));
}

export function pageInfoOf<T>(page: Connection<T>): OffsetPage {
  return { offset: page.offset, count: page.nodes.length, totalCount: page.totalCount };
}
