// Shows the connection check's result: reaching Carebook and opening a media path.
import { Trans } from '@lingui/react/macro';
import { Button, Group, List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { checkConnection, type ConnectionResult } from './connection-check.ts';

function Outcome({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <List.Item
      icon={
        <ThemeIcon color={ok ? 'teal.8' : 'red.8'} size={22} radius="xl">
          {ok ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}
        </ThemeIcon>
      }
    >
      {children}
    </List.Item>
  );
}

export function ConnectionCheck() {
  const [result, setResult] = useState<ConnectionResult | null>(null);
  const run = useCallback(() => {
    setResult(null);
    void checkConnection().then(setResult);
  }, []);
  useEffect(run, [run]);

  if (!result) {
    return (
      <Text size="sm" role="status">
        <Trans>Checking your connection...</Trans>
      </Text>
    );
  }
  return (
    <Group justify="space-between" align="flex-start" role="status">
      <List spacing={6} size="sm">
        <Outcome ok={result.api}>{result.api ? <Trans>Carebook is reachable.</Trans> : <Trans>Carebook cannot be reached. Please check your internet connection and try again.</Trans>}</Outcome>
        <Outcome ok={result.media}>{result.media ? <Trans>Your network can carry the video call.</Trans> : <Trans>Your network may block the video call.</Trans>}</Outcome>
      </List>
      <Button variant="subtle" size="xs" onClick={run}>
        <Trans>Check again</Trans>
      </Button>
    </Group>
  );
}
