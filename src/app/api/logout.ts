// Revokes the current session on the server (best effort on sign-out).
import { graphql } from '../graphql-tag.ts';

export const LogoutDocument = graphql(`
  mutation Logout {
    logout {
      success
    }
  }
`);
