// A client as every front desk screen shows it (lists, the client's page, the edit screen, and the answers of the
// mutations that change one), shared by the operations that return a client.
import { graphql } from '../../../app/graphql-tag.ts';

export const ReceptionClientFields = graphql(`
  fragment ReceptionClientFields on ReceptionClient {
    id
    firstName
    lastName
    email
    dob
    gender
    phoneCode
    phone
    timezone
    heightCm
    heightUnit
    weight
    weightUnit
    status
    createdAt
    invitationExpiresAt
    defaultAddress {
      id
      addressLine1
      addressLine2
      city
      state
      country
      zipcode
    }
  }
`);
