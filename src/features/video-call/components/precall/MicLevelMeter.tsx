// The microphone's loudness from a WebAudio AnalyserNode, shown as a meter so the client sees the mic hears them.
import { useLingui } from '@lingui/react/macro';
import { Progress } from '@mantine/core';
import { useEffect, useState } from 'react';

const SAMPLE_EVERY_MS = 100;

/** Root mean square of the waveform (bytes centred on 128), scaled to 0..100 with headroom for speech. */
function levelOf(samples: Uint8Array): number {
  let sum = 0;
  for (const sample of samples) {
    const centred = (sample - 128) / 128;
    sum += centred * centred;
  }
  const rms = Math.sqrt(sum / samples.length);
  return Math.min(100, Math.round(rms * 400));
}

export function MicLevelMeter({ stream }: { stream: MediaStream | null }) {
  const { t } = useLingui();
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0) return undefined;
    const context = new AudioContext();
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = window.setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      setLevel(levelOf(samples));
    }, SAMPLE_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      source.disconnect();
      void context.close();
      setLevel(0);
    };
  }, [stream]);
  return <Progress value={level} size="lg" radius="xl" color={level > 5 ? 'teal' : 'gray'} aria-label={t`Microphone level`} transitionDuration={0} />;
}
