// /admin/workflows (issue 16): a category's workflow configuration as JSON, checked by §4's rules as the admin
// types (the spec's messages), drawn as its state machine, and published as the category's current version.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Grid, Group, Select, Skeleton, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { showInfoToast } from '../../../../app/feedback.ts';
import { newIdempotencyKey } from '../../../../app/outbox/idempotency-key.ts';
import { readableErrorColor } from '../../../../components/form/readable-colors.ts';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { readApiError } from '../../../../components/form/api-error.ts';
import { failureMessage } from '../../../../components/form/failure-message.ts';
import { QueryState } from '../../../../components/QueryState.tsx';
import { checkWorkflowText } from '../../../../domain/workflows/workflow-check.ts';
import { workflowGraph } from '../../../../domain/workflows/workflow-graph.ts';
import { useAdminBusiness } from '../../shell/admin-grant.ts';
import { adminWorkflowsQueryOptions, usePublishWorkflow, type AdminWorkflowCategory } from '../api/admin-workflows.ts';
import { WorkflowDiagram } from './WorkflowDiagram.tsx';
import { workflowMessages } from './workflow-messages.ts';

function pretty(text: string | undefined): string {
  if (!text) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function WorkflowEditor({ category }: { category: AdminWorkflowCategory }) {
  const { t, i18n } = useLingui();
  const { businessId } = useAdminBusiness();
  const current = category.workflowVersions.find((v) => v.currentFlag);
  const [text, setText] = useState(() => pretty(current?.feConfiguration));
  const key = useRef(newIdempotencyKey());
  const publish = usePublishWorkflow(businessId);
  const check = useMemo(() => checkWorkflowText(text), [text]);
  const graph = useMemo(() => (check.valid ? workflowGraph(check.workflow) : null), [check]);
  const failure = publish.error ? readApiError(publish.error) : null;
  const submit = () =>
    publish.mutate(
      { idempotencyKey: key.current, categoryId: category.id, feConfiguration: text },
      {
        onSuccess: () => {
          key.current = newIdempotencyKey();
          showInfoToast(msg`Workflow published: it is now the category's current version.`);
        },
      },
    );
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <Textarea
            label={t`Workflow configuration (JSON)`}
            description={t`An xstate machine: "initial" and "states"; tag states with "Form" or "Consult".`}
            autosize
            minRows={12}
            maxRows={30}
            spellCheck={false}
            styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
            value={text}
            error={check.valid ? undefined : i18n._(workflowMessages[check.error.code])}
            onChange={(e) => {
              key.current = newIdempotencyKey();
              setText(e.currentTarget.value);
            }}
          />
          {!check.valid && check.error.state ? (
            <Text size="sm" c="red.9">
              <Trans>State: {check.error.state}</Trans>
            </Text>
          ) : null}
          {failure ? <FormAlert title={i18n._(failureMessage(failure))} /> : null}
          <Group justify="flex-end">
            <Button onClick={submit} disabled={!check.valid} loading={publish.isPending}>
              <Trans>Publish workflow</Trans>
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <Card withBorder radius="md" component="section" aria-labelledby="workflow-picture-heading">
            <Title order={2} size="h4" id="workflow-picture-heading" mb="sm">
              <Trans>State machine</Trans>
            </Title>
            {graph ? (
              <WorkflowDiagram graph={graph} />
            ) : (
              <Text c="dimmed" size="sm">
                <Trans>The picture shows once the configuration is valid.</Trans>
              </Text>
            )}
          </Card>
          <Card withBorder radius="md" component="section" aria-labelledby="workflow-versions-heading">
            <Title order={2} size="h4" id="workflow-versions-heading" mb="sm">
              <Trans>Versions</Trans>
            </Title>
            <Table.ScrollContainer minWidth={280}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Trans>Version</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Published</Trans>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {category.workflowVersions.map((version) => (
                    <Table.Tr key={version.id}>
                      <Table.Td>
                        <Group gap="xs">
                          <Text span>{version.version}</Text>
                          {version.currentFlag ? (
                            <Badge size="sm" variant="outline" color="teal.9" tt="none">
                              <Trans>Current</Trans>
                            </Badge>
                          ) : null}
                        </Group>
                      </Table.Td>
                      <Table.Td>{i18n.date(version.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

export function WorkflowsScreen() {
  const { t } = useLingui();
  const { businessId } = useAdminBusiness();
  const query = useQuery(adminWorkflowsQueryOptions(businessId));
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Stack gap="md" style={readableErrorColor}>
      <Title order={1} size="h2">
        <Trans>Workflows</Trans>
      </Title>
      <QueryState query={query} skeleton={<Skeleton h={240} />} offlineText={<Trans>Workflows cannot be shown while offline.</Trans>} errorTitle={<Trans>The workflows could not be loaded.</Trans>}>
        {(categories) => {
          const category = categories.find((c) => c.id === chosen) ?? categories[0];
          if (!category) {
            return (
              <Text c="dimmed">
                <Trans>Add a category first: each category has its own workflow.</Trans>
              </Text>
            );
          }
          const current = category.workflowVersions.find((v) => v.currentFlag);
          return (
            <Stack gap="md">
              <Select
                label={t`Category`}
                data={categories.map((c) => ({ value: c.id, label: c.name }))}
                value={category.id}
                allowDeselect={false}
                onChange={setChosen}
                maw={360}
              />
              {/* Keyed by the current version: a publish starts the editor again from what is now current. */}
              <WorkflowEditor key={`${category.id}:${current?.id ?? 'none'}`} category={category} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
