// Plays a short tone through the chosen speaker (AudioContext.setSinkId where the browser has it).
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconVolume } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

const TONE_HZ = 440;
const TONE_SECONDS = 1.2;

type SinkContext = AudioContext & { setSinkId?: (id: string) => Promise<void> };

export function SpeakerTest({ speakerId }: { speakerId: string | null }) {
  const [playing, setPlaying] = useState(false);
  const contextRef = useRef<SinkContext | null>(null);
  useEffect(() => () => void contextRef.current?.close(), []);

  const play = async () => {
    void contextRef.current?.close();
    const context: SinkContext = new AudioContext();
    contextRef.current = context;
    if (speakerId && context.setSinkId) await context.setSinkId(speakerId).catch(() => undefined);
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = TONE_HZ;
    gain.gain.setValueAtTime(0.15, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + TONE_SECONDS);
    oscillator.connect(gain).connect(context.destination);
    setPlaying(true);
    oscillator.onended = () => setPlaying(false);
    oscillator.start();
    oscillator.stop(context.currentTime + TONE_SECONDS);
  };

  return (
    <Button variant="light" leftSection={<IconVolume size={18} aria-hidden />} onClick={() => void play()} loading={playing}>
      <Trans>Play a test sound</Trans>
    </Button>
  );
}
