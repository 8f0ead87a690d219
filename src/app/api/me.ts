// The signed-in user with their role grants (needs only the Authorization header).
import { graphql } from '../graphql-tag.ts';

export const MeDocument = graphql(`
  query Me {
    me {
      id
      email
      firstName
      lastName
      phone
      dob
      gender
      timezone
      status
      isInternalUser
      isPlatformAdmin
      roleGrants {
        id
        organizationId
        targetType
        targetId
        roleName
        displayName
      }
    }
  }
`);
