// The figures every price summary shows (BookingFigures): the lines of each item and the order's totals. The
// checkout, the confirmation, a booking and the front desk spread it and add what their screen needs besides.
import { graphql } from '../../app/graphql-tag.ts';

export const PriceSummaryFields = graphql(`
  fragment PriceSummaryFields on PricingSummary {
    currencyCode
    items {
      categoryId
      categoryName
      productId
      productName
      productType
      feeBreakup {
        entityName
        entityType
        amount
        paid
        unpaid
      }
    }
    paymentSummary {
      feeBreakupTotals {
        entityName
        entityType
        amount
      }
      totals {
        entityName
        entityType
        amount
      }
      totalAmount
      totalPaid
      totalUnpaid
    }
  }
`);
