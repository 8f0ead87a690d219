// /admin/forms: the business's forms with their type, current version and status, each opening the editor.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink, ButtonLink } from '../../../../components/RouterLinks.tsx';
import { QueryState } from '../../../../components/QueryState.tsx';
import { useAdminBusiness } from '../../shell/admin-grant.ts';
import { adminFormsQueryOptions } from '../api/admin-forms.ts';
import { formTypeLabels } from './form-editor-messages.ts';

export function FormsScreen() {
  const { t, i18n } = useLingui();
  const { businessId } = useAdminBusiness();
  const query = useQuery(adminFormsQueryOptions(businessId));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          <Trans>Forms</Trans>
        </Title>
        <ButtonLink to="/admin/forms/new">
          <Trans>New form</Trans>
        </ButtonLink>
      </Group>
      <QueryState query={query} skeleton={<Skeleton h={200} />} offlineText={<Trans>Forms cannot be shown while offline.</Trans>} errorTitle={<Trans>The forms could not be loaded.</Trans>}>
        {(forms) =>
          forms.length === 0 ? (
            <Text c="dimmed">
              <Trans>No forms yet.</Trans>
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table verticalSpacing="sm" aria-label={t`Forms`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Trans>Name</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Type</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Version</Trans>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {forms.map((form) => (
                    <Table.Tr key={form.id}>
                      <Table.Td>
                        <AnchorLink to="/admin/forms/$formId" params={{ formId: form.id }}>
                          {form.name}
                        </AnchorLink>
                        {form.status !== 'ACTIVE' ? (
                          <Badge ml="xs" size="sm" color="gray.8" variant="outline" tt="none">
                            <Trans>Not in use</Trans>
                          </Badge>
                        ) : null}
                      </Table.Td>
                      <Table.Td>{form.type ? i18n._(formTypeLabels[form.type]) : '—'}</Table.Td>
                      <Table.Td>{form.versions.find((v) => v.currentFlag)?.version ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
    </Stack>
  );
}
