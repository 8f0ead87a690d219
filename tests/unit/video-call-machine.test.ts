// Spec §4 "Video call": every transition of the call machine, driven with fake effects and a simulated clock.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { callMachine } from '../../src/domain/video/call-machine.ts';
import type { CallToken, ConnectResult, FallbackAnswer, RemoteParticipant } from '../../src/domain/video/call-machine.ts';
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
  requestFallbackProvider?: () => Promise<FallbackAnswer>;
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
    // By default the booked provider is on the way: no fallback.
    requestFallbackProvider: vi.fn(options.requestFallbackProvider ?? (() => Promise.resolve<FallbackAnswer>({ status: 'PROVIDER_JOINED' }))),
  };
  const machine = callMachine.provide({
    actors: {
      requestToken: fromPromise(options.requestToken ?? (() => Promise.resolve(TOKEN))),
      connect: fromPromise(options.connect ?? (() => Promise.resolve({ participants: [] }))),
      endOnServer: fromPromise(() => effects.endOnServer()),
      requestFallbackProvider: fromPromise(() => effects.requestFallbackProvider()),
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

describe('call machine: fallback provider', () => {
  /** The server's answers, one per request, the last one repeated. */
  const answers = (...list: FallbackAnswer[]) => {
    let next = 0;
    return () => Promise.resolve(list[Math.min(next++, list.length - 1)] as FallbackAnswer);
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const context = (call: { actor: { getSnapshot(): { context: { waitingForFallback: boolean; noDoctorAvailable: boolean } } } }) => {
    const { waitingForFallback, noDoctorAvailable } = call.actor.getSnapshot().context;
    return { waitingForFallback, noDoctorAvailable };
  };

  it('a client alone in the room asks, and asks again when the server says when', async () => {
    const call = await inCall(false, { requestFallbackProvider: answers({ status: 'WAIT', retryInMs: 120_000 }, { status: 'PROVIDER_JOINED' }) });
    await settle();
    expect(call.effects.requestFallbackProvider).toHaveBeenCalledTimes(1);
    advance(call.clock, 119_000);
    await settle();
    expect(call.effects.requestFallbackProvider).toHaveBeenCalledTimes(1);
    advance(call.clock, 1_000);
    await settle();
    expect(call.effects.requestFallbackProvider).toHaveBeenCalledTimes(2);
    expect(context(call)).toEqual({ waitingForFallback: false, noDoctorAvailable: false });
  });

  it('once another provider is assigned, the call names them and 150 s without one shows no doctor available', async () => {
    const call = await inCall(false, { requestFallbackProvider: answers({ status: 'ASSIGNED', noDoctorInMs: FALLBACK_PROVIDER_WAIT_MS, HCPName: 'Dr Reid' }) });
    await settle();
    expect(context(call)).toEqual({ waitingForFallback: true, noDoctorAvailable: false });
    expect(call.actor.getSnapshot().context.token?.consultationDetails.HCPName).toBe('Dr Reid');
    advance(call.clock, FALLBACK_PROVIDER_WAIT_MS - 1_000);
    expect(context(call).noDoctorAvailable).toBe(false);
    advance(call.clock, 1_000);
    expect(context(call)).toEqual({ waitingForFallback: false, noDoctorAvailable: true });
    expect(call.view()).toBe('waiting');
  });

  it('after a reload the wait goes on from what the server says is left', async () => {
    const call = await inCall(false, { requestFallbackProvider: answers({ status: 'ASSIGNED', noDoctorInMs: 30_000, HCPName: 'Dr Reid' }) });
    await settle();
    advance(call.clock, 30_000);
    expect(context(call).noDoctorAvailable).toBe(true);
  });

  it('the fallback provider joining within the wait ends it, and no doctor is never shown', async () => {
    const call = await inCall(false, { requestFallbackProvider: answers({ status: 'ASSIGNED', noDoctorInMs: FALLBACK_PROVIDER_WAIT_MS, HCPName: 'Dr Reid' }) });
    await settle();
    advance(call.clock, 60_000);
    call.actor.send({ type: 'PARTICIPANT_JOINED', participant: { identity: 'hcp-2', name: 'Dr Reid' } });
    expect(context(call)).toEqual({ waitingForFallback: false, noDoctorAvailable: false });
    advance(call.clock, FALLBACK_PROVIDER_WAIT_MS);
    expect(context(call).noDoctorAvailable).toBe(false);
    expect(call.view()).toBe('connected');
  });

  it('nobody available shows the no-doctor advice at once; a provider joining later clears it', async () => {
    const call = await inCall(false, { requestFallbackProvider: answers({ status: 'NONE_AVAILABLE' }) });
    await settle();
    expect(context(call)).toEqual({ waitingForFallback: false, noDoctorAvailable: true });
    call.actor.send({ type: 'PARTICIPANT_JOINED', participant: DOCTOR });
    expect(context(call).noDoctorAvailable).toBe(false);
  });

  it('a provider who joined on the server but never reached the room is asked about again a minute later', async () => {
    const call = await inCall(false, { requestFallbackProvider: answers({ status: 'PROVIDER_JOINED' }, { status: 'ASSIGNED', noDoctorInMs: FALLBACK_PROVIDER_WAIT_MS, HCPName: 'Dr Reid' }) });
    await settle();
    expect(context(call)).toEqual({ waitingForFallback: false, noDoctorAvailable: false });
    advance(call.clock, 60_000);
    await settle();
    expect(call.effects.requestFallbackProvider).toHaveBeenCalledTimes(2);
    expect(context(call).waitingForFallback).toBe(true);
  });

  it('a failed request is tried again a minute later', async () => {
    const failing = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ status: 'NONE_AVAILABLE' });
    const call = await inCall(false, { requestFallbackProvider: failing });
    await settle();
    expect(context(call).noDoctorAvailable).toBe(false);
    advance(call.clock, 60_000);
    await settle();
    expect(failing).toHaveBeenCalledTimes(2);
    expect(context(call).noDoctorAvailable).toBe(true);
  });

  it('nothing is asked with the provider already in the room, nor by a provider waiting for the client', async () => {
    const withDoctor = await inCall(false, { connect: () => Promise.resolve({ participants: [DOCTOR] }) });
    const provider = await inCall(true);
    await settle();
    expect(withDoctor.effects.requestFallbackProvider).not.toHaveBeenCalled();
    expect(provider.effects.requestFallbackProvider).not.toHaveBeenCalled();
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
