// /admin/catalogue/products/{id}: the product editor, for a product of the business or a new one ('new').
import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../../components/QueryState.tsx';
import { AnchorLink } from '../../../../components/RouterLinks.tsx';
import { adminBusinessQueryOptions } from '../../business/api/admin-business.ts';
import { adminFormsQueryOptions } from '../../forms/api/admin-forms.ts';
import { useAdminBusiness } from '../../shell/admin-grant.ts';
import { adminCategoriesQueryOptions } from '../api/admin-categories.ts';
import { adminCatalogueLocationsQueryOptions, adminProductQueryOptions } from '../api/admin-products.ts';
import { emptyProduct, valuesOf } from '../lib/product-form.ts';
import { ProductEditor } from './ProductEditor.tsx';

const NEW = 'new';

export function ProductEditorScreen({ productId }: { productId: string }) {
  const { t } = useLingui();
  const { businessId } = useAdminBusiness();
  const isNew = productId === NEW;
  const product = useQuery({ ...adminProductQueryOptions(businessId, productId), enabled: !isNew });
  const categories = useQuery(adminCategoriesQueryOptions(businessId));
  const locations = useQuery({ ...adminCatalogueLocationsQueryOptions(businessId), enabled: isNew });
  const business = useQuery(adminBusinessQueryOptions(businessId));
  // The forms a product can ask for; the editor offers them once they are read (none yet: the field says so).
  const forms = useQuery(adminFormsQueryOptions(businessId));
  const formOptions = (forms.data ?? []).filter((form) => form.status === 'ACTIVE').map((form) => ({ id: form.id, name: form.name }));
  const currency = business.data?.currencyCode ?? 'USD';
  return (
    <Stack gap="md">
      <AnchorLink to="/admin/catalogue/products" size="sm">
        <Trans>All products</Trans>
      </AnchorLink>
      <Title order={1} size="h2">
        {isNew ? t`New product` : (product.data?.name.en ?? t`Product`)}
      </Title>
      <QueryState query={categories} skeleton={<Skeleton h={320} />} offlineText={<Trans>The product cannot be edited while offline.</Trans>} errorTitle={<Trans>The product could not be loaded.</Trans>}>
        {(categoryList) =>
          isNew ? (
            <QueryState query={locations} skeleton={<Skeleton h={320} />} offlineText={<Trans>The product cannot be edited while offline.</Trans>} errorTitle={<Trans>The product could not be loaded.</Trans>}>
              {(places) => <ProductEditor productId={null} initial={emptyProduct(places)} categories={categoryList} forms={formOptions} currency={currency} />}
            </QueryState>
          ) : (
            <QueryState query={product} skeleton={<Skeleton h={320} />} offlineText={<Trans>The product cannot be edited while offline.</Trans>} errorTitle={<Trans>The product could not be loaded.</Trans>}>
              {(loaded) => <ProductEditor key={loaded.id} productId={loaded.id} initial={valuesOf(loaded)} categories={categoryList} forms={formOptions} currency={currency} />}
            </QueryState>
          )
        }
      </QueryState>
    </Stack>
  );
}
