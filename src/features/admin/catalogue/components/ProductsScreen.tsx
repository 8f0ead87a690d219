// /admin/catalogue/products: the business's products with their type, status, where they are sold and how many
// of their texts are still missing in a language; each opens the product editor.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../../components/QueryState.tsx';
import { AnchorLink, ButtonLink } from '../../../../components/RouterLinks.tsx';
import { useAdminBusiness } from '../../shell/admin-grant.ts';
import { adminProductsQueryOptions } from '../api/admin-products.ts';
import { useProductTypeLabel } from './product-labels.ts';

export function ProductsScreen() {
  const { t } = useLingui();
  const { businessId } = useAdminBusiness();
  const query = useQuery(adminProductsQueryOptions(businessId));
  const typeLabel = useProductTypeLabel();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          <Trans>Products</Trans>
        </Title>
        <ButtonLink to="/admin/catalogue/products/$productId" params={{ productId: 'new' }}>
          <Trans>New product</Trans>
        </ButtonLink>
      </Group>
      <QueryState query={query} skeleton={<Skeleton h={240} />} offlineText={<Trans>The products cannot be shown while offline.</Trans>} errorTitle={<Trans>The products could not be loaded.</Trans>}>
        {(products) =>
          products.length === 0 ? (
            <Text c="dimmed">
              <Trans>No products yet.</Trans>
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table aria-label={t`Products`} verticalSpacing="xs" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t`Name`}</Table.Th>
                    <Table.Th visibleFrom="sm">{t`Type`}</Table.Th>
                    <Table.Th visibleFrom="sm">{t`Locations`}</Table.Th>
                    <Table.Th>{t`Translations`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {products.map((product) => (
                    <Table.Tr key={product.id}>
                      <Table.Td>
                        <AnchorLink to="/admin/catalogue/products/$productId" params={{ productId: product.id }}>
                          {product.name.en}
                        </AnchorLink>
                        {product.status === 'INACTIVE' ? (
                          <Badge ml="xs" size="sm" color="gray" variant="light">
                            {t`Inactive`}
                          </Badge>
                        ) : null}
                      </Table.Td>
                      <Table.Td visibleFrom="sm">{typeLabel(product.productType)}</Table.Td>
                      <Table.Td visibleFrom="sm">{product.locationCount}</Table.Td>
                      <Table.Td>
                        {product.missingTranslations === 0 ? (
                          <Badge color="teal.9" variant="filled">{t`Complete`}</Badge>
                        ) : (
                          <Badge color="orange.4" variant="filled" autoContrast>{t`${product.missingTranslations} missing`}</Badge>
                        )}
                      </Table.Td>
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
