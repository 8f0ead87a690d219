// Operations that spread a shared fragment carry its definition as they are sent (src/app/graphql-tag.ts): the
// runtime tag is plain text, so a document without it is refused by the server as an unknown fragment.
import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { withFragments } from '../../src/app/graphql-tag.ts';
import { BookingOrderDocument } from '../../src/features/bookings/api/booking-order.ts';
import { CheckoutQuoteDocument } from '../../src/features/checkout/api/checkout-quote.ts';
import { PlacedOrderDocument } from '../../src/features/checkout/api/placed-order.ts';
import { DeskBookingsDocument } from '../../src/features/reception/api/desk-bookings.ts';
import { DeskBookingDocument } from '../../src/features/reception/api/desk-booking.ts';
import { DeskQuoteDocument } from '../../src/features/reception/api/desk-quote.ts';
import { ReceptionCreateClientDocument } from '../../src/features/reception/api/create-client.ts';
import { ReceptionClientDocument } from '../../src/features/reception/api/reception-client.ts';
import { ReceptionClientsDocument } from '../../src/features/reception/api/reception-clients.ts';
import { ReceptionResendInvitationDocument, ReceptionUpdateClientDocument } from '../../src/features/reception/api/update-client.ts';

// The documents are under test, not the transport (which loads the app's translated messages).
vi.mock('../../src/app/graphql-client.ts', () => ({ request: vi.fn() }));

const schema = buildSchema(readFileSync(new URL('../../server/schema.graphql', import.meta.url), 'utf8'));

describe('operations with shared fragments', () => {
  it('are sent with each fragment defined once, after the operation', () => {
    const fragment = '\n  fragment F on Query { __typename }\n';
    const sent = String(withFragments('query Q { ...F }', fragment, fragment));
    expect(sent.startsWith('query Q')).toBe(true);
    expect(sent.match(/fragment F on Query/g)).toHaveLength(1);
    expect(validate(schema, parse(sent))).toEqual([]);
  });

  it('a document that spreads a fragment it does not carry is what the server refuses', () => {
    const bare = 'query ReceptionClients($search: String, $page: Int) { receptionClients(search: $search, page: $page) { nodes { ...ReceptionClientFields } } }';
    expect(validate(schema, parse(bare)).map((error) => error.message)).toEqual(['Unknown fragment "ReceptionClientFields".']);
  });

  it.each([
    ['ReceptionClients', ReceptionClientsDocument],
    ['ReceptionClient', ReceptionClientDocument],
    ['ReceptionCreateClient', ReceptionCreateClientDocument],
    ['ReceptionUpdateClient', ReceptionUpdateClientDocument],
    ['ReceptionResendInvitation', ReceptionResendInvitationDocument],
    ['BookingOrder', BookingOrderDocument],
    ['CheckoutQuote', CheckoutQuoteDocument],
    ['PlacedOrder', PlacedOrderDocument],
    ['DeskBooking', DeskBookingDocument],
    ['DeskQuote', DeskQuoteDocument],
    ['DeskBookings', DeskBookingsDocument],
  ])('%s validates against the schema as sent', (_name, document) => {
    expect(validate(schema, parse(String(document)))).toEqual([]);
  });
});
