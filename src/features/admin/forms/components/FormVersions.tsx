// A form's versions, newest first: which one is current, and how many answers each holds (they stay on it).
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Table, Text } from '@mantine/core';
import type { AdminFormView } from '../api/admin-forms.ts';

export function FormVersions({ versions }: { versions: AdminFormView['versions'] }) {
  const { t, i18n } = useLingui();
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs" aria-label={t`Versions`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Version</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Published</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Answers kept</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.map((version) => (
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
              <Table.Td>{version.answerCount}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
