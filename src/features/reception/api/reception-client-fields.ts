// The fields of a client the front desk screens read (list row, client page, profile, edit form), one fragment
// spread by every operation that returns a client, so a screen never asks for a copied field set.
import { graphql } from '../../../app/graphql-tag.ts';

export const ReceptionClientFieldsFragment = graphql(`
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
