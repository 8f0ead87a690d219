// A provider's account setup as the applicant edits it and the business admin reviews it (issue 17).
import { graphql } from '../../app/graphql-tag.ts';

export const ProviderSetupFields = graphql(`
  fragment ProviderSetupFields on ProviderSetup {
    travelFeeMinor
    groupDiscountPercent
    cancellationWindowHours
    cancellationChargePercent
    timezone
    hours {
      weekday
      start
      end
    }
    locations {
      id
      name
    }
    categories {
      id
      name
    }
  }
`);
