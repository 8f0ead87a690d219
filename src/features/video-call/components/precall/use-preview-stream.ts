// The pre-call check's own camera and microphone stream, opened with the chosen devices and closed when the
// check is left (browsers give one camera to one track at a time, and the call opens its own).
import { useEffect, useState } from 'react';
import { AUDIO_TRACK_CONSTRAINTS, VIDEO_TRACK_CONSTRAINTS } from '../../../../domain/video/video-constants.ts';

export type PreviewState =
  | { status: 'opening'; stream: null; error: null }
  | { status: 'ready'; stream: MediaStream; error: null }
  | { status: 'failed'; stream: null; error: unknown };

export function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

export function usePreviewStream(cameraId: string | null, microphoneId: string | null): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: 'opening', stream: null, error: null });
  useEffect(() => {
    let live = true;
    let opened: MediaStream | null = null;
    setState({ status: 'opening', stream: null, error: null });
    const open = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('getUserMedia is not supported', 'NotSupportedError');
      return navigator.mediaDevices.getUserMedia({
        video: { ...VIDEO_TRACK_CONSTRAINTS, deviceId: cameraId ? { exact: cameraId } : undefined },
        audio: { ...AUDIO_TRACK_CONSTRAINTS, deviceId: microphoneId ? { exact: microphoneId } : undefined },
      });
    };
    open().then(
      (stream) => {
        if (!live) return stopStream(stream);
        opened = stream;
        setState({ status: 'ready', stream, error: null });
      },
      (error: unknown) => live && setState({ status: 'failed', stream: null, error }),
    );
    return () => {
      live = false;
      stopStream(opened);
    };
  }, [cameraId, microphoneId]);
  return state;
}
