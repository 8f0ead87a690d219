// Camera, microphone and speaker pickers of the pre-call check. The speaker picker shows only where the browser
// can route sound to a chosen output.
import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid } from '@mantine/core';
import type { DeviceLists } from './use-media-devices.ts';
import type { PreferredDevices } from '../../engine/preferred-devices.ts';

type Props = { lists: DeviceLists; chosen: PreferredDevices; onChange: (next: PreferredDevices) => void };

const canChooseSpeaker = () => typeof AudioContext !== 'undefined' && 'setSinkId' in AudioContext.prototype;

export function DevicePickers({ lists, chosen, onChange }: Props) {
  const { t } = useLingui();
  const options = (devices: MediaDeviceInfo[], unnamed: string) =>
    devices.map((device, index) => ({ value: device.deviceId, label: device.label || `${unnamed} ${index + 1}` }));
  const current = (devices: MediaDeviceInfo[], id: string | null) => (id && devices.some((d) => d.deviceId === id) ? id : (devices[0]?.deviceId ?? null));
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Select
        label={t`Camera`}
        data={options(lists.cameras, t`Camera`)}
        value={current(lists.cameras, chosen.cameraId)}
        onChange={(cameraId) => onChange({ ...chosen, cameraId })}
        allowDeselect={false}
        disabled={lists.cameras.length === 0}
      />
      <Select
        label={t`Microphone`}
        data={options(lists.microphones, t`Microphone`)}
        value={current(lists.microphones, chosen.microphoneId)}
        onChange={(microphoneId) => onChange({ ...chosen, microphoneId })}
        allowDeselect={false}
        disabled={lists.microphones.length === 0}
      />
      {canChooseSpeaker() && lists.speakers.length > 0 ? (
        <Select
          label={t`Speaker`}
          data={options(lists.speakers, t`Speaker`)}
          value={current(lists.speakers, chosen.speakerId)}
          onChange={(speakerId) => onChange({ ...chosen, speakerId })}
          allowDeselect={false}
        />
      ) : null}
    </SimpleGrid>
  );
}
