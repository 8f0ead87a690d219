// The `graphql()` tag the app's operation files use. Codegen finds the calls by name and types them in
// src/gql/gql.ts, whose runtime holds a lookup table of EVERY document of the app: importing it would put all
// operations on every first load. Here only its type is borrowed; at run time the document is its own text,
// so each operation ships in the chunk of the screen that uses it.
import type { graphql as typedGraphql } from '../gql/gql.ts';

export const graphql = ((source: string) => source) as unknown as typeof typedGraphql;

/**
 * An operation that spreads shared fragments, as the server must receive it: its own text followed by each
 * fragment's definition once. Codegen types the spread from the fragment's own `graphql()` call; at run time the
 * tag above is plain text, so the definitions travel only if they are added here. List every fragment the
 * operation spreads, nested ones included (the server refuses an unknown fragment, so a missing one shows in its
 * first test).
 */
export function withFragments<TDocument>(operation: TDocument, ...fragments: readonly { toString(): string }[]): TDocument {
  const texts = [...new Set(fragments.map(String))];
  return [String(operation), ...texts].join('\n') as unknown as TDocument;
}
