// Exchanges the refresh token for a new pair (the refresh token rotates on every use).
import { graphql } from '../graphql-tag.ts';

export const RefreshContextDocument = graphql(`
  mutation RefreshContext($refreshToken: String!) {
    refreshContext(refreshToken: $refreshToken) {
      accessToken
      refreshToken
    }
  }
`);
