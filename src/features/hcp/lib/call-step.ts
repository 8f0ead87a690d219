// What the session page offers for the call itself, from the session's status, the server's canJoin, the
// clock and whether this device is in the call. Pure, so each case is tested without a browser.
import { JOIN_LEAD_TIME_MINUTES } from '../../../domain/scheduling/join-window.ts';
import { canSessionTransition, isSessionStatus, type SessionStatus } from '../../../domain/scheduling/session-status.ts';

export const NO_SHOW_WHO = ['CLIENT', 'HCP', 'BOTH'] as const;
export type NoShowWho = (typeof NO_SHOW_WHO)[number];

const NO_SHOW_STATUS = {
  CLIENT: 'CLIENT_NO_SHOW',
  HCP: 'HCP_NO_SHOW',
  BOTH: 'BOTH_NO_SHOW',
} as const satisfies Record<NoShowWho, SessionStatus>;

export type CallStep =
  /** Too early to join: joining opens at `joinFrom`. */
  | { kind: 'notYet'; joinFrom: Date }
  /** The call can be joined; after the start a no-show can be recorded. */
  | { kind: 'join'; noShow: NoShowWho[] }
  /** This device is in the session's call (the overlay shows it). */
  | { kind: 'inCall' }
  /** Both sides joined: complete the consultation, join again, or record who did not stay. */
  | { kind: 'wrapUp'; canJoin: boolean; noShow: NoShowWho[] }
  /** The joining window closed with the session still scheduled: only a no-show can be recorded. */
  | { kind: 'missed'; noShow: NoShowWho[] }
  /** Nothing more to do with the call (completed, cancelled, lapsed, a no-show). */
  | { kind: 'closed'; status: string };

type CallStepInput = {
  status: string;
  canJoin: boolean;
  startTime: string;
  endTime: string;
  now: Date;
  /** This device's call is the session's. */
  inCall: boolean;
};

/** The no-show records the status allows, once the session has started (nobody is late before it starts). */
function noShowChoices(status: SessionStatus, started: boolean): NoShowWho[] {
  if (!started) return [];
  return NO_SHOW_WHO.filter((who) => canSessionTransition(status, NO_SHOW_STATUS[who]));
}

export function callStep({ status, canJoin, startTime, endTime, now, inCall }: CallStepInput): CallStep {
  if (!isSessionStatus(status) || (status !== 'SCHEDULED' && status !== 'INPROGRESS')) return { kind: 'closed', status };
  if (inCall) return { kind: 'inCall' };
  const started = now.getTime() >= Date.parse(startTime);
  if (status === 'INPROGRESS') return { kind: 'wrapUp', canJoin, noShow: noShowChoices(status, started) };
  if (canJoin) return { kind: 'join', noShow: noShowChoices(status, started) };
  if (now.getTime() >= Date.parse(endTime)) return { kind: 'missed', noShow: noShowChoices(status, true) };
  return { kind: 'notYet', joinFrom: new Date(Date.parse(startTime) - JOIN_LEAD_TIME_MINUTES * 60_000) };
}
