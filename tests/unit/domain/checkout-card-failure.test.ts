// Issue 13: 'This card has expired' stayed on the checkout after a valid card was added and chosen. A card's
// refusal belongs to that card; failures about the order as a whole stay until the next attempt.
import { describe, expect, it } from 'vitest';
import { CARD_FAILURE_CODES, failureStillApplies, placeFailure } from '../../../src/domain/checkout/place-failure.ts';

const expired = placeFailure('This card has expired', 'CARD_EXPIRED', 'card-expired');
const general = placeFailure('Failed to create booking. Please try again later.', 'ORDER_FAILED', 'card-expired');

describe('a checkout failure and the card it was about', () => {
  it.each([
    { name: 'the refused card is still chosen', failure: expired, cardId: 'card-expired', shown: true },
    { name: 'a new valid card is chosen', failure: expired, cardId: 'card-new', shown: false },
    { name: 'no card is chosen any more (wallet)', failure: expired, cardId: null, shown: false },
    { name: 'a failure about the order stays whatever the card', failure: general, cardId: 'card-new', shown: true },
    { name: 'no failure', failure: null, cardId: 'card-new', shown: false },
  ])('$name', ({ failure, cardId, shown }) => {
    expect(failureStillApplies(failure, cardId)).toBe(shown);
  });

  it('the gateway refusals are card failures; an order failure is not', () => {
    expect(['CARD_EXPIRED', 'CARD_DECLINED', 'INSUFFICIENT_FUNDS', 'PAYMENT_FAILED'].every((code) => CARD_FAILURE_CODES.has(code))).toBe(true);
    expect(CARD_FAILURE_CODES.has('ORDER_FAILED')).toBe(false);
  });
});
