// The call's state for the overlay (issue 6 contract). Tiny on purpose: the overlay host imports it eagerly,
// while the engine that writes it is a lazy chunk (load-call-engine.ts). MediaStreams are wrapped in ref() so
// valtio does not proxy them.
import { proxy } from 'valtio';
import type { CallConsultationDetails } from '../../domain/video/call-machine.ts';
import type { CallView } from '../../domain/video/call-view.ts';
import { REJOIN_COUNTDOWN_SECONDS } from '../../domain/video/video-constants.ts';

export type { CallView };
export type ConsultationDetails = CallConsultationDetails;

export type CallState = {
  isCallActive: boolean;
  view: CallView;
  minimized: boolean;
  consultationDetails: ConsultationDetails | null;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  remoteName: string | null;
  /** Issue 15: the names of the front desk observers in the call (p2p). */
  observers: readonly string[];
  micOn: boolean;
  cameraOn: boolean;
  canFlip: boolean;
  /** Seconds with a participant present (spec §4); 0 while waiting. */
  elapsedSeconds: number;
  /** Network quality level 0-5 (twilio); null when unknown (p2p). */
  localQuality: number | null;
  remoteQuality: number | null;
  reconnecting: boolean;
  /** When the connection came back (ms since epoch), for the 'Connection restored successfully.' notice. */
  restoredAt: number | null;
  rejoinSecondsLeft: number;
  waitingForFallback: boolean;
  noDoctorAvailable: boolean;
  /** The local side is the session's provider (HCP console). */
  asProvider: boolean;
  /** The session of the active call, null when closed. */
  HCPSessionId: string | null;
};

export function initialCallState(): CallState {
  return {
    isCallActive: false,
    view: 'closed',
    minimized: false,
    consultationDetails: null,
    localStream: null,
    remoteStream: null,
    remoteName: null,
    observers: [],
    micOn: true,
    cameraOn: true,
    canFlip: false,
    elapsedSeconds: 0,
    localQuality: null,
    remoteQuality: null,
    reconnecting: false,
    restoredAt: null,
    rejoinSecondsLeft: REJOIN_COUNTDOWN_SECONDS,
    waitingForFallback: false,
    noDoctorAvailable: false,
    asProvider: false,
    HCPSessionId: null,
  };
}

export const callState = proxy<CallState>(initialCallState());
