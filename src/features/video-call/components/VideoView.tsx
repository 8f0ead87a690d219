// A <video> bound to a MediaStream (srcObject cannot be set as a prop). The local view is mirrored like a
// mirror and muted so the client never hears themself.
import { Center } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import classes from './VideoView.module.css';

type Props = {
  stream: MediaStream | null;
  muted?: boolean;
  mirrored?: boolean;
  label: string;
  fallback?: ReactNode;
  /** contain keeps the whole remote picture; cover fills the small previews. */
  fit?: 'cover' | 'contain';
  testId?: string;
  /** The speaker chosen in the pre-call check, for the other side's sound; the default output otherwise. */
  speakerId?: string | null;
};

export function VideoView({ stream, muted = false, mirrored = false, label, fallback = null, fit = 'cover', testId, speakerId = null }: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const hasVideo = Boolean(stream && stream.getVideoTracks().some((track) => track.readyState === 'live'));
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.srcObject !== stream) video.srcObject = stream;
    if (stream) void video.play().catch(() => undefined);
  }, [stream, hasVideo]);
  useEffect(() => {
    const video = videoRef.current;
    // setSinkId is missing in some browsers (Safari before 17.4): they play on the default output.
    if (!video || !speakerId || typeof video.setSinkId !== 'function') return;
    void video.setSinkId(speakerId).catch(() => undefined);
  }, [speakerId]);
  return (
    <div className={classes.frame}>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a live camera stream has no caption track to offer */}
      <video
        ref={videoRef}
        className={classes.video}
        data-mirrored={mirrored || undefined}
        data-fit={fit}
        data-testid={testId}
        aria-label={label}
        autoPlay
        playsInline
        muted={muted}
        hidden={!hasVideo}
      />
      {!hasVideo && fallback ? <Center className={classes.fallback}>{fallback}</Center> : null}
    </div>
  );
}
