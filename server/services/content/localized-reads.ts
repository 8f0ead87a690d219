// The client-facing reads in the request's language (x-language, ctx.language): each translatable field resolves
// through one batched read per entity type and request, so a list of 30 products costs one translations query,
// and an English request none at all (the rows are English).
import DataLoader from 'dataloader';
import { blockIdOf, detailsBlocks, withBlockTexts } from '../../../src/domain/content/content-blocks.ts';
import type { TranslatableEntityType, TranslatableField } from '../../../src/domain/content/translatable-fields.ts';
import type { Language } from '../../../src/domain/language.ts';
import type { AppDeps } from '../../deps.ts';
import { loadTranslations } from './translations.ts';

/** What a localized read needs from the request: its database and language. */
export type LocalizedScope = { deps: AppDeps; language: Language | null };

type Texts = Partial<Record<string, string>>;
type Loaders = Map<TranslatableEntityType, DataLoader<string, Texts | undefined>>;

const perRequest = new WeakMap<LocalizedScope, Loaders>();

function loaderOf(scope: LocalizedScope, entityType: TranslatableEntityType): DataLoader<string, Texts | undefined> {
  let loaders = perRequest.get(scope);
  if (!loaders) {
    loaders = new Map();
    perRequest.set(scope, loaders);
  }
  let loader = loaders.get(entityType);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const translations = await loadTranslations(scope.deps.db, entityType, ids, scope.language);
      return ids.map((id) => translations.get(id));
    });
    loaders.set(entityType, loader);
  }
  return loader;
}

const translates = (scope: LocalizedScope) => scope.language !== null && scope.language !== 'en';

/**
 * One field of a row in the request's language, its English value where it is not translated. English requests
 * answer at once, without a promise.
 */
export function localizedField<
  E extends Exclude<TranslatableEntityType, 'contentBlock'>,
  R extends { id: string },
  F extends TranslatableField<E> & { [K in keyof R]: R[K] extends string | null ? K : never }[keyof R],
>(scope: LocalizedScope, entityType: E, row: R, field: F): R[F] | Promise<R[F]> {
  const english = row[field];
  if (!translates(scope) || english === null) return english;
  return loaderOf(scope, entityType)
    .load(row.id)
    .then((texts) => (texts?.[field] as R[F] | undefined) ?? english);
}

/** A product's content blocks in the request's language: each block's texts replaced where translated. */
export function localizedDetails(scope: LocalizedScope, details: unknown): unknown | Promise<unknown> {
  if (!translates(scope)) return details;
  const blocks = detailsBlocks(details);
  const ids = blocks.map(blockIdOf).filter((id): id is string => id !== null);
  if (ids.length === 0) return details;
  const loader = loaderOf(scope, 'contentBlock');
  return Promise.all(blocks.map(async (block) => {
    const id = blockIdOf(block);
    return id === null ? block : withBlockTexts(block, await loader.load(id));
  }));
}
