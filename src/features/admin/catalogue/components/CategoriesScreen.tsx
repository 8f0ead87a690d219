// /admin/catalogue/categories: the business's categories in their order, with how many products each holds and
// whether their texts are translated; one is edited (or a new one written) in the form below the list.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../../components/QueryState.tsx';
import { missingLanguages } from '../../../../domain/content/localized-text.ts';
import { useAdminBusiness } from '../../shell/admin-grant.ts';
import { adminCategoriesQueryOptions, type AdminCategoryView } from '../api/admin-categories.ts';
import { CategoryForm } from './CategoryForm.tsx';

type Editing = { category: AdminCategoryView | null } | null;

export function CategoriesScreen() {
  const { t } = useLingui();
  const { businessId } = useAdminBusiness();
  const query = useQuery(adminCategoriesQueryOptions(businessId));
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          <Trans>Categories</Trans>
        </Title>
        <Button onClick={() => setEditing({ category: null })}>
          <Trans>New category</Trans>
        </Button>
      </Group>
      <QueryState query={query} skeleton={<Skeleton h={200} />} offlineText={<Trans>The categories cannot be shown while offline.</Trans>} errorTitle={<Trans>The categories could not be loaded.</Trans>}>
        {(categories) => (
          <Stack gap="md">
            {categories.length === 0 ? (
              <Text c="dimmed">
                <Trans>No categories yet.</Trans>
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={320}>
                <Table aria-label={t`Categories`} verticalSpacing="xs" striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t`Name`}</Table.Th>
                      <Table.Th visibleFrom="sm">{t`Products`}</Table.Th>
                      <Table.Th>{t`Translations`}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {categories.map((category) => {
                      const missing = missingLanguages(category.name).length + missingLanguages(category.description).length;
                      return (
                        <Table.Tr key={category.id}>
                          <Table.Td>
                            {category.name.en}
                            {category.status === 'INACTIVE' ? (
                              <Badge ml="xs" size="sm" color="gray" variant="light">
                                {t`Inactive`}
                              </Badge>
                            ) : null}
                          </Table.Td>
                          <Table.Td visibleFrom="sm">{category.productCount}</Table.Td>
                          <Table.Td>
                            {missing === 0 ? <Badge color="teal.9" variant="filled">{t`Complete`}</Badge> : <Badge color="orange.4" variant="filled" autoContrast>{t`${missing} missing`}</Badge>}
                          </Table.Td>
                          <Table.Td>
                            <Button size="xs" variant="subtle" onClick={() => setEditing({ category })} aria-label={t`Edit ${category.name.en}`}>
                              {t`Edit`}
                            </Button>
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {editing ? (
              <CategoryForm
                key={editing.category?.id ?? 'new'}
                category={editing.category}
                nextSortOrder={categories.reduce((max, c) => Math.max(max, c.sortOrder + 1), 0)}
                onDone={() => setEditing(null)}
              />
            ) : null}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
