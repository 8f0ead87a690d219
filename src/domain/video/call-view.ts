// Which screen of the overlay (spec §2 "Video call overlay") a state of the call machine shows.
import type { SnapshotFrom } from 'xstate';
import type { CallMachine } from './call-machine.ts';

export type CallView = 'closed' | 'connecting' | 'waiting' | 'connected' | 'rejoin' | 'ending';

type CallSnapshot = SnapshotFrom<CallMachine>;

export function callViewOf(snapshot: CallSnapshot): CallView {
  if (snapshot.matches('requestingToken') || snapshot.matches('connecting')) return 'connecting';
  if (snapshot.matches({ inCall: { presence: 'connected' } })) return 'connected';
  if (snapshot.matches('inCall')) return 'waiting';
  if (snapshot.matches('rejoinCountdown')) return 'rejoin';
  if (snapshot.matches('ending')) return 'ending';
  return 'closed';
}

/** The overlay shows from the token request until ending is over (spec §4: "active on start, ended by end"). */
export function isCallActiveIn(snapshot: CallSnapshot): boolean {
  return callViewOf(snapshot) !== 'closed';
}

export function isReconnecting(snapshot: CallSnapshot): boolean {
  return snapshot.matches({ inCall: { link: 'reconnecting' } });
}
