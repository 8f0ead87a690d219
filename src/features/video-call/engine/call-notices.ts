// What the engine tells the person during a call (issue 6 contract): the overlay subscribes and shows each
// notice as a Mantine notification, so the engine itself has no JSX and no UI library.
import type { VideoErrorKey } from '../../../domain/video/video-errors.ts';

export type CallNotice =
  /** '{name} has joined the call.' (info) */
  | { kind: 'joined'; name: string }
  /** 'Connection restored successfully.' (success) */
  | { kind: 'restored' }
  /** The client's call closed because the provider left it: '{name} left the call. The call has ended.' */
  | { kind: 'remoteLeft'; name: string }
  /** A spec §8 video error toast; 'endFailed' is a warning and the call still ended locally. */
  | { kind: 'error'; key: VideoErrorKey };

type Listener = (notice: CallNotice) => void;

const listeners = new Set<Listener>();

/** Subscribes to the notices; returns the unsubscribe function (a React effect's cleanup). */
export function onCallNotice(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitCallNotice(notice: CallNotice): void {
  for (const listener of listeners) listener(notice);
}
