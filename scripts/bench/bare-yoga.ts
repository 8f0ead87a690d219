import { createServer } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';
import { closeServer, listen, type RunningServer } from './bench-app.ts';

/** The baseline: graphql-yoga with one `hello` field and nothing else, in this process like the app. */
export async function startBareYoga(): Promise<RunningServer> {
  const yoga = createYoga({
    schema: createSchema({ typeDefs: 'type Query { hello: String! }', resolvers: { Query: { hello: () => 'world' } } }),
    logging: false,
  });
  const server = createServer(yoga);
  const url = await listen(server);
  return { url, close: () => closeServer(server) };
}
