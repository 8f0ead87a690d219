// The call's icon buttons: each has an accessible name, and the two toggles say whether they are pressed
// (muted, camera off) rather than changing their name.
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconCameraRotate, IconMicrophone, IconMicrophoneOff, IconMinimize, IconPhoneOff, IconVideo, IconVideoOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { callAction } from './call-action.ts';

type Size = 'md' | 'lg' | 'xl';

function ControlButton({ label, onClick, pressed, color = 'dark', size, children }: { label: string; onClick: () => void; pressed?: boolean; color?: string; size: Size; children: ReactNode }) {
  return (
    <Tooltip label={label} withinPortal={false} zIndex={1150}>
      <ActionIcon size={size} radius="xl" variant="filled" color={color} aria-label={label} aria-pressed={pressed} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

const iconSize = (size: Size) => (size === 'md' ? 18 : 24);

export function MinimizeButton({ size }: { size: Size }) {
  const { t } = useLingui();
  return (
    <ControlButton label={t`Minimize call`} size={size} onClick={() => callAction((engine) => engine.minimize())}>
      <IconMinimize size={iconSize(size)} aria-hidden />
    </ControlButton>
  );
}

export function FlipCameraButton({ size }: { size: Size }) {
  const { t } = useLingui();
  return (
    <ControlButton label={t`Switch camera`} size={size} onClick={() => callAction((engine) => engine.flipCamera())}>
      <IconCameraRotate size={iconSize(size)} aria-hidden />
    </ControlButton>
  );
}

export function MicButton({ micOn, size }: { micOn: boolean; size: Size }) {
  const { t } = useLingui();
  return (
    <ControlButton label={t`Mute microphone`} size={size} pressed={!micOn} color={micOn ? 'dark' : 'gray.0'} onClick={() => callAction((engine) => engine.toggleMic())}>
      {micOn ? <IconMicrophone size={iconSize(size)} aria-hidden /> : <IconMicrophoneOff size={iconSize(size)} color="#212529" aria-hidden />}
    </ControlButton>
  );
}

export function CameraButton({ cameraOn, size }: { cameraOn: boolean; size: Size }) {
  const { t } = useLingui();
  return (
    <ControlButton label={t`Turn camera off`} size={size} pressed={!cameraOn} color={cameraOn ? 'dark' : 'gray.0'} onClick={() => callAction((engine) => engine.toggleCamera())}>
      {cameraOn ? <IconVideo size={iconSize(size)} aria-hidden /> : <IconVideoOff size={iconSize(size)} color="#212529" aria-hidden />}
    </ControlButton>
  );
}

export function EndCallButton({ size }: { size: Size }) {
  const { t } = useLingui();
  return (
    <ControlButton label={t`End call`} size={size} color="red.8" onClick={() => callAction((engine) => engine.endCall())}>
      <IconPhoneOff size={iconSize(size)} aria-hidden />
    </ControlButton>
  );
}
