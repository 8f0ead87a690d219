// A booking as the front desk lists it (its list row and the top of its page), shared by both operations.
import { graphql } from '../../../app/graphql-tag.ts';

export const DeskBookingRowFields = graphql(`
  fragment DeskBookingRowFields on OrderItem {
    id
    displayId
    productName
    productType
    status
    createdAt
    order {
      id
      displayId
      clientId
      visit
      bookedThrough
      businessLocationName
    }
    consultationDetail {
      HCPSessionId
      HCPName
      scheduleDateTimeUTC
      sessionStatus
    }
  }
`);
