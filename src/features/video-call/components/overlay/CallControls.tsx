// The call's icon buttons: each has an accessible name, shown as its tooltip. The microphone and camera buttons
// name what a press does now ('Turn camera on' while it is off), so the words never contradict the state.
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconCameraRotate, IconMicrophone, IconMicrophoneOff, IconMinimize, IconPhoneOff, IconVideo, IconVideoOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { callAction } from './call-action.ts';

type Size = 'md' | 'lg' | 'xl';

function ControlButton({ label, onClick, color = 'dark', size, children }: { label: string; onClick: () => void; color?: string; size: Size; children: ReactNode }) {
  return (
    <Tooltip label={label} withinPortal={false} zIndex={1150}>
      <ActionIcon size={size} radius="xl" variant="filled" color={color} aria-label={label} onClick={onClick}>
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
    <ControlButton label={micOn ? t`Mute microphone` : t`Unmute microphone`} size={size} color={micOn ? 'dark' : 'gray.0'} onClick={() => callAction((engine) => engine.toggleMic())}>
      {micOn ? <IconMicrophone size={iconSize(size)} aria-hidden /> : <IconMicrophoneOff size={iconSize(size)} color="#212529" aria-hidden />}
    </ControlButton>
  );
}

export function CameraButton({ cameraOn, size }: { cameraOn: boolean; size: Size }) {
  const { t } = useLingui();
  return (
    <ControlButton label={cameraOn ? t`Turn camera off` : t`Turn camera on`} size={size} color={cameraOn ? 'dark' : 'gray.0'} onClick={() => callAction((engine) => engine.toggleCamera())}>
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
