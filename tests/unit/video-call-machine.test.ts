// Spec §4 "Video call": every transition of the call machine, driven with fake effects and a simulated clock.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { callMachine } from '../../src/domain/video/call-machine.ts';
import type { CallToken, ConnectResult, RemoteParticipant } from '../../src/domain/video/call-machine.ts';
import { callViewOf, isCallActiveIn, isReconnecting } from '../../src/domain/video/call-view.ts';
import { FALLBACK_PROVIDER_WAIT_MS, REJOIN_COUNTDOWN_SECONDS } from '../../src/domain/video/video-constants.ts';
import { VideoCallError } from '../../src/domain/video/video-errors.ts';

const TOKEN: CallToken = {
  token: 'room-token',
  roomName: 'session-s1',
  provider: 'P2P',
  identity: 'client-1',
  iceServers: [],
  consultationDetails: { HCPSessionId: 's1', HCPId: 'h1', fromUserId: 'u1', toUserId: 'u2', HCPName: 'Dr Lee', clientName: 'Ann' },
};
const DOCTOR: RemoteParticipant = { identity: 'hcp-1', name: 'Dr Lee' };
const CLIENT: RemoteParticipant = { identity: 'client-1', name: 'Ann' };

type Options = {
  requestToken?: () => Promise<CallToken>;
  connect?: () => Promise<ConnectResult>;
  endOnServer?: () => Promise<void>;
};

function startCall(asProvider = false, options: Options = {}) {
  const effects = {
    storeRoom: vi.fn(),
    leaveRoom: vi.fn(),
    playEndTone: vi.fn(),
    notifyJoined: vi.fn(),
    notifyRestored: vi.fn(),
    notifyError: vi.fn(),
    cleanUp: vi.fn(),
    endOnServer: vi.fn(options.endOnServer ?? (() => Promise.resolve())),
  };
  const machine = callMachine.provide({
    actors: {
      requestToken: fromPromise(options.requestToken ?? (() => Promise.resolve(TOKEN))),
      connect: fromPromise(options.connect ?? (() => Promise.resolve({ participants: [] }))),
      endOnServer: fromPromise(() => effects.endOnServer()),
    },
    actions: {
      storeRoom: (_, token) => effects.storeRoom(token),
      leaveRoom: () => effects.leaveRoom(),
      playEndTone: () => effects.playEndTone(),
      notifyJoined: (_, participant) => effects.notifyJoined(participant),
      notifyRestored: () => effects.notifyRestored(),
      notifyError: (_, key) => effects.notifyError(key),
      cleanUp: () => effects.cleanUp(),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock }).start();
  actor.send({ type: 'START', HCPSessionId: 's1', asProvider });
  return { actor, clock, effects, view: () => callViewOf(actor.getSnapshot()) };
}

/** Moves the simulated clock in 1 s steps: a timer set by a timer that just fired runs in the next step. */
function advance(clock: SimulatedClock, ms: number): void {
  for (let left = ms; left > 0; left -= 1_000) clock.increment(Math.min(1_000, left));
}

async function inCall(asProvider = false, options: Options = {}) {
  const call = startCall(asProvider, options);
  await waitFor(call.actor, (snapshot) => snapshot.matches('inCall'));
  return call;
}

describe('call machine: opening', () => {
  it('is closed and inactive before a call', () => {
    const actor = createActor(callMachine).start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(callViewOf(actor.getSnapshot())).toBe('closed');
    expect(isCallActiveIn(actor.getSnapshot())).toBe(false);
  });

  it('requests a token, stores the room, connects, then waits for the provider', async () => {
    const call = startCall();
    expect(call.actor.getSnapshot().value).toBe('requestingToken');
    expect(call.view()).toBe('connecting');
    expect(isCallActiveIn(call.actor.getSnapshot())).toBe(true);
    await waitFor(call.actor, (snapshot) => snapshot.matches('connecting'));
    expect(call.effects.storeRoom).toHaveBeenCalledWith(TOKEN);
    expect(call.actor.getSnapshot().context.token).toEqual(TOKEN);
    await waitFor(call.actor, (snapshot) => snapshot.matches('inCall'));
    expect(call.view()).toBe('waiting');
  });

  it('goes straight to connected when the provider is already in the room', async () => {
    const call = await inCall(false, { connect: () => Promise.resolve({ participants: [DOCTOR] }) });
    expect(call.view()).toBe('connected');
    expect(call.actor.getSnapshot().context.remote).toEqual(DOCTOR);
  });

  it.each([
    ['token request', { requestToken: () => Promise.reject({ code: 'FORBIDDEN', message: 'no' }) }, 'forbidden'],
    ['token answer without room', { requestToken: () => Promise.reject(new VideoCallError('invalidResponse')) }, 'invalidResponse'],
    ['camera permission', { connect: () => Promise.reject({ name: 'NotAllowedError', message: 'Permission denied' }) }, 'permissionDenied'],
  ] as const)('a failed %s ends in error with its message, tracks stopped and storage cleared', async (_, options, key) => {
    const call = startCall(false, options);
    await waitFor(call.actor, (snapshot) => snapshot.matches('error'));
    expect(call.view()).toBe('closed');
    expect(call.effects.notifyError).toHaveBeenCalledWith(key);
    expect(call.effects.leaveRoom).toHaveBeenCalled();
    expect(call.effects.cleanUp).toHaveBeenCalled();
  });

  it('ending while connecting goes to ending, then closed', async () => {
    const call = startCall();
    call.actor.send({ type: 'END' });
    expect(call.view()).toBe('ending');
    await waitFor(call.actor, (snapshot) => snapshot.matches('closed'));
    expect(call.effects.endOnServer).toHaveBeenCalledTimes(1);
    expect(call.effects.cleanUp).toHaveBeenCalled();
  });

  it('a closed call can start again', async () => {
    const call = await inCall();
    call.actor.send({ type: 'END' });
    await waitFor(call.actor, (snapshot) => snapshot.matches('closed'));
    call.actor.send({ type: 'START', HCPSessionId: 's2', asProvider: false });
    expect(call.actor.getSnapshot().context.HCPSessionId).toBe('s2');
    expect(call.view()).toBe('connecting');
  });
});

describe('call machine: in the call', () => {
  it('a participant joining connects, notifies and starts the 1 s timer', async () => {
    const call = await inCall();
    call.actor.send({ type: 'PARTICIPANT_JOINED', participant: DOCTOR });
    expect(call.view()).toBe('connected');
    expect(call.effects.notifyJoined).toHaveBeenCalledWith(DOCTOR);
    advance(call.clock, 1_000);
    advance(call.clock, 1_000);
    advance(call.clock, 999);
    expect(call.actor.getSnapshot().context.elapsedSeconds).toBe(2);
    advance(call.clock, 1);
    expect(call.actor.getSnapshot().context.elapsedSeconds).toBe(3);
  });

  it('the timer does not run while waiting', async () => {
    const call = await inCall();
    advance(call.clock, 10_000);
    expect(call.actor.getSnapshot().context.elapsedSeconds).toBe(0);
  });

  it('the provider leaving sends the client to the rejoin countdown, tracks stopped, end tone played', async () => {
    const call = await inCall();
    call.actor.send({ type: 'PARTICIPANT_JOINED', participant: DOCTOR });
    advance(call.clock, 3_000);
    call.actor.send({ type: 'PARTICIPANT_LEFT', identity: DOCTOR.identity });
    expect(call.view()).toBe('rejoin');
    expect(call.effects.leaveRoom).toHaveBeenCalledTimes(1);
    expect(call.effects.playEndTone).toHaveBeenCalledTimes(1);
    expect(call.actor.getSnapshot().context.rejoinSecondsLeft).toBe(REJOIN_COUNTDOWN_SECONDS);
  });

  it('the client leaving keeps the provider in the room, waiting, with the timer reset', async () => {
    const call = await inCall(true);
    call.actor.send({ type: 'PARTICIPANT_JOINED', participant: CLIENT });
    advance(call.clock, 4_000);
    expect(call.actor.getSnapshot().context.elapsedSeconds).toBe(4);
    call.actor.send({ type: 'PARTICIPANT_LEFT', identity: CLIENT.identity });
    expect(call.view()).toBe('waiting');
    expect(call.actor.getSnapshot().context.elapsedSeconds).toBe(0);
    expect(call.actor.getSnapshot().context.remote).toBeNull();
    expect(call.effects.leaveRoom).not.toHaveBeenCalled();
    advance(call.clock, 5_000);
    expect(call.actor.getSnapshot().context.elapsedSeconds).toBe(0);
  });

  it('someone other than the remote participant leaving changes nothing', async () => {
    const call = await inCall();
    call.actor.send({ type: 'PARTICIPANT_JOINED', participant: DOCTOR });
    call.actor.send({ type: 'PARTICIPANT_LEFT', identity: 'someone-else' });
    expect(call.view()).toBe('connected');
  });

  it('reconnecting raises the flag and keeps the timer; reconnected clears it and notifies', async () => {
    const call = await inCall();
    call.actor.send({ type: 'PARTICIPANT_JOINED', participant: DOCTOR });
    call.actor.send({ type: 'RECONNECTING' });
    expect(isReconnecting(call.actor.getSnapshot())).toBe(true);
    expect(call.view()).toBe('connected');
    advance(call.clock, 2_000);
    expect(call.actor.getSnapshot().context.elapsedSeconds).toBe(2);
    call.actor.send({ type: 'RECONNECTED', at: 1234 });
    expect(isReconnecting(call.actor.getSnapshot())).toBe(false);
    expect(call.actor.getSnapshot().context.restoredAt).toBe(1234);
    expect(call.effects.notifyRestored).toHaveBeenCalledTimes(1);
  });

  it('losing the room for good ends in error with the network message', async () => {
    const call = await inCall();
    call.actor.send({ type: 'DISCONNECTED', error: { code: 53001, message: 'Signaling connection disconnected' } });
    expect(call.actor.getSnapshot().value).toBe('error');
    expect(call.effects.notifyError).toHaveBeenCalledWith('network');
  });
});

describe('call machine: fallback provider wait', () => {
  it('150 s after the fallback message without a provider shows no doctor available', async () => {
    const call = await inCall();
    call.actor.send({ type: 'FALLBACK_PROVIDER_ASSIGNING' });
    expect(call.actor.getSnapshot().context.waitingForFallback).toBe(true);
    advance(call.clock, FALLBACK_PROVIDER_WAIT_MS - 1);
    expect(call.actor.getSnapshot().context.noDoctorAvailable).toBe(false);
    advance(call.clock, 1);
    expect(call.actor.getSnapshot().context.noDoctorAvailable).toBe(true);
    expect(call.view()).toBe('waiting');
  });

  it('a provider joining within the wait cancels it', async () => {
    const call = await inCall();
    call.actor.send({ type: 'FALLBACK_PROVIDER_ASSIGNING' });
    advance(call.clock, 60_000);
    call.actor.send({ type: 'PARTICIPANT_JOINED', participant: DOCTOR });
    expect(call.actor.getSnapshot().context.waitingForFallback).toBe(false);
    advance(call.clock, FALLBACK_PROVIDER_WAIT_MS);
    expect(call.actor.getSnapshot().context.noDoctorAvailable).toBe(false);
    expect(call.view()).toBe('connected');
  });

  it('a provider joining after the no-doctor message clears it', async () => {
    const call = await inCall();
    call.actor.send({ type: 'FALLBACK_PROVIDER_ASSIGNING' });
    advance(call.clock, FALLBACK_PROVIDER_WAIT_MS);
    call.actor.send({ type: 'PARTICIPANT_JOINED', participant: DOCTOR });
    expect(call.actor.getSnapshot().context.noDoctorAvailable).toBe(false);
  });

  it('the fallback message is ignored with a provider present', async () => {
    const call = await inCall();
    call.actor.send({ type: 'PARTICIPANT_JOINED', participant: DOCTOR });
    call.actor.send({ type: 'FALLBACK_PROVIDER_ASSIGNING' });
    expect(call.actor.getSnapshot().context.waitingForFallback).toBe(false);
  });
});

describe('call machine: ending and rejoin', () => {
  it('ending without the provider goes straight to ending, then closed', async () => {
    const call = await inCall();
    call.actor.send({ type: 'END' });
    expect(call.view()).toBe('ending');
    expect(call.effects.playEndTone).not.toHaveBeenCalled();
    await waitFor(call.actor, (snapshot) => snapshot.matches('closed'));
    expect(call.effects.endOnServer).toHaveBeenCalledTimes(1);
    expect(call.effects.cleanUp).toHaveBeenCalledTimes(1);
    expect(call.view()).toBe('closed');
  });

  it('ending with the provider present counts down 5 s, then ends', async () => {
    const call = await inCall();
    call.actor.send({ type: 'PARTICIPANT_JOINED', participant: DOCTOR });
    call.actor.send({ type: 'END' });
    expect(call.view()).toBe('rejoin');
    expect(call.effects.playEndTone).toHaveBeenCalledTimes(1);
    const seen: number[] = [call.actor.getSnapshot().context.rejoinSecondsLeft];
    for (let second = 1; second < REJOIN_COUNTDOWN_SECONDS; second += 1) {
      advance(call.clock, 1_000);
      seen.push(call.actor.getSnapshot().context.rejoinSecondsLeft);
    }
    expect(seen).toEqual([5, 4, 3, 2, 1]);
    expect(call.view()).toBe('rejoin');
    advance(call.clock, 1_000);
    expect(call.view()).toBe('ending');
    await waitFor(call.actor, (snapshot) => snapshot.matches('closed'));
    expect(call.effects.endOnServer).toHaveBeenCalledTimes(1);
  });

  it('Rejoin during the countdown joins again with a fresh token and stops the countdown', async () => {
    let tokens = 0;
    const call = await inCall(false, { requestToken: () => Promise.resolve({ ...TOKEN, token: `t${(tokens += 1)}` }) });
    call.actor.send({ type: 'PARTICIPANT_JOINED', participant: DOCTOR });
    call.actor.send({ type: 'PARTICIPANT_LEFT', identity: DOCTOR.identity });
    advance(call.clock, 2_000);
    call.actor.send({ type: 'REJOIN' });
    expect(call.view()).toBe('connecting');
    await waitFor(call.actor, (snapshot) => snapshot.matches('inCall'));
    expect(call.actor.getSnapshot().context.token?.token).toBe('t2');
    advance(call.clock, 10_000);
    expect(call.view()).toBe('waiting');
    expect(call.effects.endOnServer).not.toHaveBeenCalled();
  });

  it('End on the rejoin screen ends at once', async () => {
    const call = await inCall();
    call.actor.send({ type: 'PARTICIPANT_JOINED', participant: DOCTOR });
    call.actor.send({ type: 'END' });
    call.actor.send({ type: 'END' });
    expect(call.view()).toBe('ending');
  });

  it('a failed end on the server still closes the call, with the warning', async () => {
    const call = await inCall(false, { endOnServer: () => Promise.reject(new Error('boom')) });
    call.actor.send({ type: 'END' });
    await waitFor(call.actor, (snapshot) => snapshot.matches('closed'));
    expect(call.effects.notifyError).toHaveBeenCalledWith('endFailed');
    expect(call.effects.cleanUp).toHaveBeenCalledTimes(1);
  });
});

describe('call machine: a link that never recovers', () => {
  it('the client leaving during a reconnection leaves the provider waiting without the reconnecting banner', async () => {
    const call = await inCall(true);
    call.actor.send({ type: 'PARTICIPANT_JOINED', participant: CLIENT });
    call.actor.send({ type: 'RECONNECTING' });
    call.actor.send({ type: 'PARTICIPANT_LEFT', identity: CLIENT.identity });
    expect(call.view()).toBe('waiting');
    expect(isReconnecting(call.actor.getSnapshot())).toBe(false);
    expect(call.effects.notifyRestored).not.toHaveBeenCalled();
  });

  it('the provider leaving during a reconnection sends the client to the rejoin screen', async () => {
    const call = await inCall();
    call.actor.send({ type: 'PARTICIPANT_JOINED', participant: DOCTOR });
    call.actor.send({ type: 'RECONNECTING' });
    call.actor.send({ type: 'PARTICIPANT_LEFT', identity: DOCTOR.identity });
    expect(call.view()).toBe('rejoin');
  });
});
