// Issue 15: on the provider's session page, the provider decides whether the front desk may observe this
// consultation's call (per consultation: the consent is about one client's visit). Switching it off while an
// observer watches sends them out of the call at once.
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { consultObserversQueryOptions, useSetConsultObserversMutation } from './api/consult-observers.ts';

const OPEN_STATUSES: ReadonlySet<string> = new Set(['SCHEDULED', 'INPROGRESS']);

export function ObserverPermissionCard({ sessionId }: { sessionId: string }) {
  const { t } = useLingui();
  const headingId = useId();
  const query = useQuery(consultObserversQueryOptions(sessionId));
  const change = useSetConsultObserversMutation(sessionId);
  const session = query.data;
  if (!session || session.mode !== 'VIRTUAL' || !OPEN_STATUSES.has(session.status)) return null;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId} data-testid="observer-permission">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          <Trans>Front desk observer</Trans>
        </Title>
        <Switch
          checked={change.isPending ? change.variables : session.observersAllowed}
          disabled={change.isPending}
          onChange={(event) => change.mutate(event.currentTarget.checked)}
          label={t`Allow the front desk to observe this call`}
          description={t`A receptionist of your clinic may watch and listen with their camera and microphone off. You and the client see their name. Switching this off removes them from the call at once.`}
        />
        {change.isError ? (
          <Text size="sm" c="red" role="alert">
            <Trans>The change was not saved. Please try again.</Trans>
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
