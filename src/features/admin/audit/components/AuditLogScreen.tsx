// /admin/audit (issue 16): the organization's audit log. What admins changed (who, what, before and after) and
// who read a client's health data (the kind and the fields read, never the values), newest first.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Code, NativeSelect, Skeleton, Spoiler, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListPagination } from '../../../../components/ListPagination.tsx';
import { QueryState } from '../../../../components/QueryState.tsx';
import type { AuditKind } from '../../../../gql/graphql.ts';
import { auditQueryOptions } from '../../people/api/admin-people.ts';
import { useAdminBusiness } from '../../shell/admin-grant.ts';

function detailsOf(details: unknown): { operation: string | null; text: string } {
  const record = typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {};
  const operation = typeof record.operation === 'string' ? record.operation : null;
  return { operation, text: JSON.stringify(details, null, 2) };
}

export function AuditLogScreen() {
  const { t, i18n } = useLingui();
  const { businessId } = useAdminBusiness();
  const [kind, setKind] = useState<AuditKind>('ALL');
  const [page, setPage] = useState(0);
  const query = useQuery(auditQueryOptions(businessId, kind, page));
  const operationLabel: Record<string, string> = { CREATE: t`Created`, UPDATE: t`Changed`, DELETE: t`Removed`, PUBLISH: t`Published` };
  const actionLabel = (action: string, operation: string | null) =>
    action === 'admin_change' ? (operation ? (operationLabel[operation] ?? operation) : t`Changed`) : action === 'health_data_read' ? t`Health data read` : action;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <Trans>Audit log</Trans>
      </Title>
      <NativeSelect
        label={t`Show`}
        maw={280}
        value={kind}
        onChange={(event) => {
          setKind(event.currentTarget.value as AuditKind);
          setPage(0);
        }}
        data={[
          { value: 'ALL', label: t`Everything` },
          { value: 'CHANGES', label: t`Changes` },
          { value: 'HEALTH_DATA_READS', label: t`Health data reads` },
        ]}
      />
      <QueryState query={query} skeleton={<Skeleton h={200} />} offlineText={<Trans>The audit log cannot be shown while offline.</Trans>} errorTitle={<Trans>The audit log could not be loaded.</Trans>}>
        {(log) => (
          <Stack gap="md">
            {log.nodes.length === 0 ? (
              <Text c="dimmed">
                <Trans>Nothing recorded yet.</Trans>
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table verticalSpacing="sm" striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t`When`}</Table.Th>
                      <Table.Th>{t`Who`}</Table.Th>
                      <Table.Th>{t`What`}</Table.Th>
                      <Table.Th>{t`Details`}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {log.nodes.map((entry) => {
                      const details = detailsOf(entry.details);
                      return (
                        <Table.Tr key={entry.id}>
                          <Table.Td>{new Date(entry.createdAt).toLocaleString(i18n.locale)}</Table.Td>
                          <Table.Td>
                            <Text size="sm">{entry.actorName ?? '—'}</Text>
                            <Text size="xs" c="dimmed">
                              {entry.actorEmail ?? ''}
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            <Badge variant="filled" autoContrast color={entry.action === 'health_data_read' ? 'grape.9' : 'blue.9'}>
                              {actionLabel(entry.action, details.operation)}
                            </Badge>
                            <Text size="xs" c="dimmed" mt={4}>
                              {entry.targetType ?? ''}
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            <Spoiler maxHeight={48} showLabel={t`Show more`} hideLabel={t`Show less`}>
                              <Code block fz="xs">
                                {details.text}
                              </Code>
                            </Spoiler>
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {log.totalCount > log.pageSize ? <ListPagination total={Math.ceil(log.totalCount / log.pageSize)} value={page + 1} onChange={(value) => setPage(value - 1)} label={t`Audit log pages`} /> : null}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
