// The call engine with a fake transport, fake media and a simulated clock: the store the overlay renders,
// notices, media toggles, ending, rejoin and the reload rejoin (spec §4 "Video call", §3 stored keys).
import { describe, expect, it, vi } from 'vitest';
import { proxy } from 'valtio';
import { SimulatedClock } from 'xstate';
import type { CallToken, FallbackAnswer } from '../../src/domain/video/call-machine.ts';
import { createCallEngine } from '../../src/features/video-call/engine/call-engine.ts';
import type { CallApi, MediaPort } from '../../src/features/video-call/engine/call-engine.ts';
import type { CallNotice } from '../../src/features/video-call/engine/call-notices.ts';
import { initialCallState } from '../../src/app/call/call-store.ts';
import { createRoomStorage } from '../../src/features/video-call/engine/room-storage.ts';
import type { CallTransport, LocalTracks, TransportEvents } from '../../src/features/video-call/engine/transports/call-transport.ts';

const TOKEN: CallToken = {
  token: 'room-token',
  roomName: 'session-s1',
  provider: 'P2P',
  identity: 'u-client',
  iceServers: [],
  consultationDetails: { HCPSessionId: 's1', HCPId: 'h1', fromUserId: 'u-client', toUserId: 'u-hcp', HCPName: 'Dr Lee', clientName: 'Ann Smith' },
};

type FakeTrack = { kind: 'audio' | 'video'; enabled: boolean; stopped: boolean; id: string; stop(): void };

function fakeTrack(kind: 'audio' | 'video', id: string): FakeTrack {
  const track: FakeTrack = { kind, enabled: true, stopped: false, id, stop: () => (track.stopped = true) };
  return track;
}

class FakeStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

function setup(options: { asProvider?: boolean; api?: Partial<CallApi>; cameras?: string[]; openTracks?: MediaPort['openTracks'] } = {}) {
  const store = proxy(initialCallState());
  const notices: CallNotice[] = [];
  const opened: FakeTrack[] = [];
  let transportEvents: TransportEvents | null = null;
  const transport = {
    connect: vi.fn((_tracks: LocalTracks) => Promise.resolve([])),
    setMicEnabled: vi.fn(),
    replaceVideoTrack: vi.fn(() => Promise.resolve()),
    disconnect: vi.fn(() => Promise.resolve()),
  } satisfies CallTransport;
  const media: MediaPort = {
    isSupported: () => true,
    openTracks:
      options.openTracks ??
      (({ videoOnly, cameraId }) => {
        const video = fakeTrack('video', cameraId ?? 'cam-default');
        const audio = videoOnly ? null : fakeTrack('audio', 'mic');
        opened.push(...[video, audio].filter((track): track is FakeTrack => track !== null));
        return Promise.resolve({ audio: audio as unknown as MediaStreamTrack | null, video: video as unknown as MediaStreamTrack });
      }),
    listCameras: () => Promise.resolve(options.cameras ?? ['cam-front']),
    combine: (tracks) => ({ tracks }) as unknown as MediaStream,
    playEndTone: vi.fn(),
  };
  const api = {
    startVideoCall: vi.fn(options.api?.startVideoCall ?? (() => Promise.resolve(TOKEN))),
    endVideoCall: vi.fn(options.api?.endVideoCall ?? (() => Promise.resolve({ success: true, message: 'ok' }))),
    requestFallbackProvider: vi.fn(options.api?.requestFallbackProvider ?? (() => Promise.resolve<FallbackAnswer>({ status: 'PROVIDER_JOINED' }))),
  };
  const sessionStore = new FakeStorage();
  const clock = new SimulatedClock();
  const engine = createCallEngine({
    api,
    media,
    createTransport: (_token, events) => {
      transportEvents = events;
      return Promise.resolve(transport);
    },
    storage: createRoomStorage(() => sessionStore as unknown as Storage),
    notify: (notice) => notices.push(notice),
    store,
    asProvider: () => options.asProvider ?? false,
    now: () => 42,
    clock,
  });
  const events = () => {
    if (!transportEvents) throw new Error('not connected');
    return transportEvents;
  };
  const tick = (seconds: number) => {
    for (let i = 0; i < seconds; i += 1) clock.increment(1_000);
  };
  return { store, notices, opened, transport, api, sessionStore, engine, events, tick, media };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('call engine: joining', () => {
  it('joins: token requested, room stored, tracks opened and sent, waiting screen with the details', async () => {
    const call = setup();
    const joining = call.engine.joinCall('s1');
    expect(call.store.isCallActive).toBe(true);
    expect(call.store.view).toBe('connecting');
    await joining;
    expect(call.api.startVideoCall).toHaveBeenCalledWith('s1');
    expect(call.sessionStore.items.get('twilioRoom')).toBe('session-s1');
    expect(call.sessionStore.items.get('twilioToken')).toBe('room-token');
    expect(call.transport.connect).toHaveBeenCalledTimes(1);
    expect(call.store.view).toBe('waiting');
    expect(call.store.consultationDetails?.HCPName).toBe('Dr Lee');
    expect(call.store.localStream).not.toBeNull();
    expect(call.store.micOn).toBe(true);
    expect(call.store.cameraOn).toBe(true);
    expect(call.store.canFlip).toBe(false);
  });

  it('the provider joining shows the notice, the connected screen and a 1 s timer', async () => {
    const call = setup();
    await call.engine.joinCall('s1');
    call.events().participantJoined({ identity: 'u-hcp', name: 'Dr Lee' });
    const remote = { id: 'remote' } as unknown as MediaStream;
    call.events().remoteStream(remote);
    expect(call.store.view).toBe('connected');
    expect(call.store.remoteName).toBe('Dr Lee');
    expect(call.store.remoteStream).toBe(remote);
    expect(call.notices).toContainEqual({ kind: 'joined', name: 'Dr Lee' });
    call.tick(3);
    expect(call.store.elapsedSeconds).toBe(3);
  });

  it('a participant without a name (twilio) is named from the consultation details', async () => {
    const call = setup({ asProvider: true });
    await call.engine.joinCall('s1');
    call.events().participantJoined({ identity: 'u-client', name: '' });
    expect(call.notices).toContainEqual({ kind: 'joined', name: 'Ann Smith' });
  });

  it('an answer without a token is an invalid response; storage stays empty', async () => {
    const call = setup({ api: { startVideoCall: () => Promise.resolve({ ...TOKEN, token: '' }) } });
    await call.engine.joinCall('s1');
    expect(call.notices).toContainEqual({ kind: 'error', key: 'invalidResponse' });
    expect(call.store.isCallActive).toBe(false);
    expect(call.sessionStore.items.size).toBe(0);
  });

  it('camera permission denied: error toast, call screen hidden, room forgotten', async () => {
    const denied = Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });
    const call = setup({ openTracks: () => Promise.reject(denied) });
    await call.engine.joinCall('s1');
    expect(call.notices).toEqual([{ kind: 'error', key: 'permissionDenied' }]);
    expect(call.store.view).toBe('closed');
    expect(call.store.isCallActive).toBe(false);
    expect(call.sessionStore.items.size).toBe(0);
    expect(call.transport.connect).not.toHaveBeenCalled();
  });

  it('a second join while in a call only restores the overlay', async () => {
    const call = setup();
    await call.engine.joinCall('s1');
    call.engine.minimize();
    await call.engine.joinCall('s1');
    expect(call.store.minimized).toBe(false);
    expect(call.api.startVideoCall).toHaveBeenCalledTimes(1);
  });
});

describe('call engine: in the call', () => {
  it('mute toggles the local audio track and tells the transport', async () => {
    const call = setup();
    await call.engine.joinCall('s1');
    const mic = call.opened.find((track) => track.kind === 'audio');
    call.engine.toggleMic();
    expect(call.store.micOn).toBe(false);
    expect(mic?.enabled).toBe(false);
    expect(call.transport.setMicEnabled).toHaveBeenLastCalledWith(false);
    call.engine.toggleMic();
    expect(mic?.enabled).toBe(true);
  });

  it('camera off stops and unpublishes the track; on opens a new one and publishes it', async () => {
    const call = setup();
    await call.engine.joinCall('s1');
    const first = call.opened.find((track) => track.kind === 'video');
    await call.engine.toggleCamera();
    expect(call.store.cameraOn).toBe(false);
    expect(first?.stopped).toBe(true);
    expect(call.transport.replaceVideoTrack).toHaveBeenLastCalledWith(first, null);
    await call.engine.toggleCamera();
    const second = call.opened.filter((track) => track.kind === 'video')[1];
    expect(call.store.cameraOn).toBe(true);
    expect(second?.stopped).toBe(false);
    expect(call.transport.replaceVideoTrack).toHaveBeenLastCalledWith(null, second);
  });

  it('a camera that cannot be opened again shows its message', async () => {
    let calls = 0;
    const call = setup({
      openTracks: () => {
        calls += 1;
        if (calls > 1) return Promise.reject(Object.assign(new Error('busy'), { name: 'NotReadableError' }));
        return Promise.resolve({ audio: fakeTrack('audio', 'mic') as unknown as MediaStreamTrack, video: fakeTrack('video', 'cam') as unknown as MediaStreamTrack });
      },
    });
    await call.engine.joinCall('s1');
    await call.engine.toggleCamera();
    await call.engine.toggleCamera();
    expect(call.notices).toContainEqual({ kind: 'error', key: 'cameraFailed' });
    expect(call.store.cameraOn).toBe(false);
  });

  it('flip is offered only with two distinct cameras and swaps to the other one', async () => {
    const single = setup({ cameras: ['cam-front'] });
    await single.engine.joinCall('s1');
    await single.engine.flipCamera();
    expect(single.store.canFlip).toBe(false);
    expect(single.transport.replaceVideoTrack).not.toHaveBeenCalled();

    const call = setup({ cameras: ['cam-front', 'cam-back'] });
    await call.engine.joinCall('s1');
    expect(call.store.canFlip).toBe(true);
    const before = call.opened.find((track) => track.kind === 'video');
    await call.engine.flipCamera();
    const after = call.opened.filter((track) => track.kind === 'video').at(-1);
    expect(before?.stopped).toBe(true);
    expect(after?.id).toBe('cam-back');
    expect(call.transport.replaceVideoTrack).toHaveBeenLastCalledWith(before, after);
  });

  it('flip goes on from the camera that opened (the one chosen in the pre-call check)', async () => {
    const openedIds: (string | null)[] = [];
    const call = setup({
      cameras: ['cam-front', 'cam-back'],
      openTracks: ({ cameraId }) => {
        openedIds.push(cameraId);
        // The browser opened the preferred back camera: its settings name it.
        const id = cameraId ?? 'cam-back';
        const video = { ...fakeTrack('video', id), getSettings: () => ({ deviceId: id }) };
        return Promise.resolve({ audio: null, video: video as unknown as MediaStreamTrack });
      },
    });
    await call.engine.joinCall('s1');
    await call.engine.flipCamera();
    expect(openedIds).toEqual([null, 'cam-front']);
  });

  it('a failed flip shows its message', async () => {
    let calls = 0;
    const call = setup({
      cameras: ['cam-front', 'cam-back'],
      openTracks: () => {
        calls += 1;
        if (calls > 1) return Promise.reject(new Error('nope'));
        return Promise.resolve({ audio: null, video: fakeTrack('video', 'cam-front') as unknown as MediaStreamTrack });
      },
    });
    await call.engine.joinCall('s1');
    await call.engine.flipCamera();
    expect(call.notices).toContainEqual({ kind: 'error', key: 'flipFailed' });
  });

  it('reconnecting shows the banner; restored notifies once with the time', async () => {
    const call = setup();
    await call.engine.joinCall('s1');
    call.events().reconnecting();
    expect(call.store.reconnecting).toBe(true);
    call.events().reconnected();
    expect(call.store.reconnecting).toBe(false);
    expect(call.store.restoredAt).toBe(42);
    expect(call.notices).toEqual([{ kind: 'restored' }]);
  });

  it('network quality goes to the store for each side', async () => {
    const call = setup();
    await call.engine.joinCall('s1');
    call.events().networkQuality('local', 1);
    call.events().networkQuality('remote', 0);
    expect(call.store.localQuality).toBe(1);
    expect(call.store.remoteQuality).toBe(0);
  });

  it('minimize and restore', async () => {
    const call = setup();
    await call.engine.joinCall('s1');
    call.engine.minimize();
    expect(call.store.minimized).toBe(true);
    call.engine.restore();
    expect(call.store.minimized).toBe(false);
  });

  it('a client alone asks for a fallback provider: the call shows the new name, then no doctor after 150 s', async () => {
    const call = setup({ api: { requestFallbackProvider: () => Promise.resolve({ status: 'ASSIGNED', noDoctorInMs: 150_000, HCPName: 'Dr Reid' }) } });
    await call.engine.joinCall('s1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(call.api.requestFallbackProvider).toHaveBeenCalledWith('s1');
    expect(call.store.waitingForFallback).toBe(true);
    expect(call.store.consultationDetails?.HCPName).toBe('Dr Reid');
    call.tick(150);
    expect(call.store.noDoctorAvailable).toBe(true);
  });
});

describe('call engine: leaving and ending', () => {
  it('the provider leaving: tracks stopped, room left, 5 s countdown, then ended on the server and storage cleared', async () => {
    const call = setup();
    await call.engine.joinCall('s1');
    call.events().participantJoined({ identity: 'u-hcp', name: 'Dr Lee' });
    call.events().participantLeft('u-hcp');
    expect(call.store.view).toBe('rejoin');
    expect(call.store.rejoinSecondsLeft).toBe(5);
    expect(call.opened.every((track) => track.stopped)).toBe(true);
    expect(call.transport.disconnect).toHaveBeenCalledTimes(1);
    expect(call.media.playEndTone).toHaveBeenCalledTimes(1);
    call.tick(4);
    expect(call.store.rejoinSecondsLeft).toBe(1);
    call.tick(1);
    await flush();
    expect(call.api.endVideoCall).toHaveBeenCalledWith('s1');
    expect(call.store.view).toBe('closed');
    expect(call.store.isCallActive).toBe(false);
    expect(call.sessionStore.items.size).toBe(0);
  });

  it('Rejoin in the countdown joins again with new tracks', async () => {
    const call = setup();
    await call.engine.joinCall('s1');
    call.events().participantJoined({ identity: 'u-hcp', name: 'Dr Lee' });
    call.events().participantLeft('u-hcp');
    call.engine.rejoin();
    expect(call.store.view).toBe('connecting');
    await flush();
    await flush();
    expect(call.store.view).toBe('waiting');
    expect(call.api.startVideoCall).toHaveBeenCalledTimes(2);
    expect(call.transport.connect).toHaveBeenCalledTimes(2);
    expect(call.opened.filter((track) => !track.stopped)).toHaveLength(2);
    call.tick(10);
    expect(call.api.endVideoCall).not.toHaveBeenCalled();
  });

  it('a rejoin keeps the microphone muted and the camera off', async () => {
    const call = setup();
    await call.engine.joinCall('s1');
    call.engine.toggleMic();
    await call.engine.toggleCamera();
    call.events().participantJoined({ identity: 'u-hcp', name: 'Dr Lee' });
    call.events().participantLeft('u-hcp');
    call.engine.rejoin();
    await flush();
    await flush();
    const sent = call.transport.connect.mock.calls.at(-1)?.[0];
    expect(sent?.video).toBeNull();
    expect((sent?.audio as unknown as FakeTrack).enabled).toBe(false);
    expect(call.store.cameraOn).toBe(false);
    expect(call.store.micOn).toBe(false);
    expect(call.transport.setMicEnabled).toHaveBeenLastCalledWith(false);
  });

  it('a provider whose client left keeps its camera and waits', async () => {
    const call = setup({ asProvider: true });
    await call.engine.joinCall('s1');
    call.events().participantJoined({ identity: 'u-client', name: 'Ann Smith' });
    call.tick(3);
    call.events().participantLeft('u-client');
    expect(call.store.view).toBe('waiting');
    expect(call.store.elapsedSeconds).toBe(0);
    expect(call.store.remoteStream).toBeNull();
    expect(call.opened.some((track) => track.stopped)).toBe(false);
  });

  it('End without the provider: ending, stop tracks, endVideoCall, disconnect, clear storage', async () => {
    const call = setup();
    await call.engine.joinCall('s1');
    const ending = call.engine.endCall();
    expect(call.store.view).toBe('ending');
    await ending;
    expect(call.opened.every((track) => track.stopped)).toBe(true);
    expect(call.api.endVideoCall).toHaveBeenCalledWith('s1');
    expect(call.transport.disconnect).toHaveBeenCalled();
    expect(call.sessionStore.items.size).toBe(0);
    expect(call.store.isCallActive).toBe(false);
    expect(call.store.localStream).toBeNull();
    expect(call.notices).toEqual([]);
  });

  it("a server failure on end warns 'Failed to properly end call on server.' and still ends locally", async () => {
    const call = setup({ api: { endVideoCall: () => Promise.reject(new Error('500')) } });
    await call.engine.joinCall('s1');
    await call.engine.endCall();
    expect(call.notices).toEqual([{ kind: 'error', key: 'endFailed' }]);
    expect(call.store.isCallActive).toBe(false);
    expect(call.transport.disconnect).toHaveBeenCalled();
    expect(call.sessionStore.items.size).toBe(0);
  });

  it('an answer of success false is also a failed end', async () => {
    const call = setup({ api: { endVideoCall: () => Promise.resolve({ success: false, message: 'no' }) } });
    await call.engine.joinCall('s1');
    await call.engine.endCall();
    expect(call.notices).toEqual([{ kind: 'error', key: 'endFailed' }]);
  });

  it('losing the room: error toast, tracks stopped, call hidden', async () => {
    const call = setup();
    await call.engine.joinCall('s1');
    call.events().disconnected({ code: 53001, message: 'Signaling connection disconnected' });
    expect(call.notices).toEqual([{ kind: 'error', key: 'network' }]);
    expect(call.store.isCallActive).toBe(false);
    expect(call.opened.every((track) => track.stopped)).toBe(true);
  });

  it('events of a room already left are ignored', async () => {
    const call = setup();
    await call.engine.joinCall('s1');
    const stale = call.events();
    await call.engine.endCall();
    stale.participantJoined({ identity: 'u-hcp', name: 'Dr Lee' });
    stale.remoteStream({} as MediaStream);
    expect(call.store.view).toBe('closed');
    expect(call.store.remoteStream).toBeNull();
  });
});

describe('call engine: reload', () => {
  it('rejoins the stored room after a reload', async () => {
    const call = setup();
    call.sessionStore.items.set('twilioRoom', 'session-s9');
    call.sessionStore.items.set('twilioToken', 'old');
    await call.engine.resumeCallFromSessionStorage();
    expect(call.api.startVideoCall).toHaveBeenCalledWith('s9');
    expect(call.store.view).toBe('waiting');
  });

  it('forgets a stored value that is not a room of ours', async () => {
    const call = setup();
    call.sessionStore.items.set('twilioRoom', 'garbage');
    await call.engine.resumeCallFromSessionStorage();
    expect(call.api.startVideoCall).not.toHaveBeenCalled();
    expect(call.sessionStore.items.size).toBe(0);
  });

  it('does nothing without a stored room', async () => {
    const call = setup();
    await call.engine.resumeCallFromSessionStorage();
    expect(call.api.startVideoCall).not.toHaveBeenCalled();
    expect(call.store.isCallActive).toBe(false);
  });
});

describe('call engine: ending while still connecting', () => {
  it('a camera that opens after End is stopped at once and no room is joined', async () => {
    let openCamera: (tracks: LocalTracks) => void = () => undefined;
    const late: LocalTracks = { audio: fakeTrack('audio', 'mic') as unknown as MediaStreamTrack, video: fakeTrack('video', 'cam') as unknown as MediaStreamTrack };
    const call = setup({ openTracks: () => new Promise((resolve) => (openCamera = resolve)) });
    const joining = call.engine.joinCall('s1');
    await flush();
    await flush();
    const ending = call.engine.endCall();
    openCamera(late);
    await Promise.all([joining, ending]);
    expect((late.audio as unknown as FakeTrack).stopped).toBe(true);
    expect((late.video as unknown as FakeTrack).stopped).toBe(true);
    expect(call.transport.connect).not.toHaveBeenCalled();
    expect(call.store.localStream).toBeNull();
    expect(call.store.isCallActive).toBe(false);
  });
});

// Issue 13: when the provider ends the call, the client's call screen no longer closes without a word.
describe('call engine: the provider leaves the client’s call', () => {
  it('the rejoin screen names the provider, and the client is told the call has ended once it closes', async () => {
    const { remoteDeparture } = await import('../../src/features/video-call/engine/remote-departure.ts');
    const call = setup();
    await call.engine.joinCall('s1');
    call.events().participantJoined({ identity: 'u-hcp', name: 'Dr Lee' });
    call.events().participantLeft('u-hcp');
    expect(call.store.view).toBe('rejoin');
    expect(remoteDeparture.name).toBe('Dr Lee');
    expect(call.notices.filter((notice) => notice.kind === 'remoteLeft')).toEqual([]);
    call.tick(5);
    await flush();
    expect(call.store.view).toBe('closed');
    expect(call.notices).toContainEqual({ kind: 'remoteLeft', name: 'Dr Lee' });
    expect(remoteDeparture.name).toBeNull();
  });

  it('a client who ends or rejoins from the rejoin screen is not told that the provider left', async () => {
    const { remoteDeparture } = await import('../../src/features/video-call/engine/remote-departure.ts');
    const call = setup();
    await call.engine.joinCall('s1');
    call.events().participantJoined({ identity: 'u-hcp', name: 'Dr Lee' });
    call.events().participantLeft('u-hcp');
    call.engine.rejoin();
    expect(remoteDeparture.name).toBeNull();
    await flush();
    await flush();
    call.events().participantJoined({ identity: 'u-hcp', name: 'Dr Lee' });
    call.events().participantLeft('u-hcp');
    await call.engine.endCall();
    await flush();
    expect(call.store.view).toBe('closed');
    expect(call.notices.filter((notice) => notice.kind === 'remoteLeft')).toEqual([]);
  });

  it('a provider whose client leaves keeps waiting and is not told anything', async () => {
    const { remoteDeparture } = await import('../../src/features/video-call/engine/remote-departure.ts');
    const call = setup({ asProvider: true });
    await call.engine.joinCall('s1');
    call.events().participantJoined({ identity: 'u-client', name: 'Ann Smith' });
    call.events().participantLeft('u-client');
    expect(remoteDeparture.name).toBeNull();
    expect(call.store.view).toBe('waiting');
  });
});
