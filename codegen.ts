import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'server/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    './src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: {
          DateTime: 'string',
          JSON: 'unknown',
          // src/domain/scheduling/free-times.ts PackedFreeTimesDay[] (freeTimes' packedDays), spelled out: codegen cannot import it.
          FreeTimesPackedDays: "ReadonlyArray<{ date: string; morning: ReadonlyArray<readonly [string, ReadonlyArray<number>]>; afternoon: ReadonlyArray<readonly [string, ReadonlyArray<number>]>; evening: ReadonlyArray<readonly [string, ReadonlyArray<number>]> }>",
        },
      },
    },
  },
};

export default config;
