// Banners over the call: reconnecting (spec §4) and poor (level 0) or weak (level 1) network for either side.
import { Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { IconWifi, IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { networkIssueOf } from '../../../../domain/video/video-constants.ts';
import classes from './CallOverlay.module.css';

type Props = { reconnecting: boolean; localQuality: number | null; remoteQuality: number | null };

function Notice({ tone, children }: { tone: 'poor' | 'weak'; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" className={classes.notice} data-tone={tone} role="status">
      {tone === 'poor' ? <IconWifiOff size={18} aria-hidden /> : <IconWifi size={18} aria-hidden />}
      <Text size="sm" fw={500} c="inherit">
        {children}
      </Text>
    </Group>
  );
}

export function NetworkNotices({ reconnecting, localQuality, remoteQuality }: Props) {
  const local = networkIssueOf(localQuality);
  const remote = networkIssueOf(remoteQuality);
  if (!reconnecting && !local && !remote) return null;
  return (
    <div className={classes.notices}>
      {reconnecting ? (
        <Notice tone="weak">
          <Trans>Reconnecting...</Trans>
        </Notice>
      ) : null}
      {local ? (
        <Notice tone={local}>{local === 'poor' ? <Trans>Your connection is poor. The video may freeze or drop.</Trans> : <Trans>Your connection is weak. The video may be blurry.</Trans>}</Notice>
      ) : null}
      {remote ? (
        <Notice tone={remote}>{remote === 'poor' ? <Trans>The other side's connection is poor.</Trans> : <Trans>The other side's connection is weak.</Trans>}</Notice>
      ) : null}
    </div>
  );
}
