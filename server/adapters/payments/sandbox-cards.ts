// The sandbox gateway's test cards (README "Test cards"): what each documented number does at pre-authorization.
import type { DeclineCode } from './payments-adapter.ts';

export const SANDBOX_BEHAVIOURS = ['APPROVE', 'DECLINE', 'INSUFFICIENT_FUNDS', 'EXPIRED_CARD'] as const;
export type SandboxBehaviour = (typeof SANDBOX_BEHAVIOURS)[number];

/** The documented numbers; any other number that passes the card checks approves. */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxBehaviour>> = {
  '4242424242424242': 'APPROVE',
  '4000000000000002': 'DECLINE',
  '4000000000009995': 'INSUFFICIENT_FUNDS',
  '4000000000000069': 'EXPIRED_CARD',
};

/** How a pre-authorization on a card with this behaviour ends: null approves. */
export const DECLINE_OF_BEHAVIOUR = {
  APPROVE: null,
  DECLINE: 'CARD_DECLINED',
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  EXPIRED_CARD: 'CARD_EXPIRED',
} as const satisfies Record<SandboxBehaviour, DeclineCode | null>;

export function behaviourOfCardNumber(digits: string): SandboxBehaviour {
  return SANDBOX_TEST_CARDS[digits] ?? 'APPROVE';
}

export function isSandboxBehaviour(value: string): value is SandboxBehaviour {
  return (SANDBOX_BEHAVIOURS as readonly string[]).includes(value);
}
