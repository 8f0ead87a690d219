// The `graphql()` tag the app's operation files use. Codegen finds the calls by name and types them in
// src/gql/gql.ts, whose runtime holds a lookup table of EVERY document of the app: importing it would put all
// operations on every first load. Here only its type is borrowed; at run time the document is its own text,
// so each operation ships in the chunk of the screen that uses it.
import type { graphql as typedGraphql } from '../gql/gql.ts';

export const graphql = ((source: string) => source) as unknown as typeof typedGraphql;
