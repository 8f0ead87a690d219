import { Trans } from '@lingui/react/macro';
import { Badge, Container, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { BusinessCodes } from '../../../components/layout/nav-items.ts';
import { AnchorLink } from '../../../components/RouterLinks.tsx';
import type { CatalogueProduct } from '../api/product.ts';
import { locationOffer, productPictures } from '../lib/catalogue-listing.ts';
import { parseContentBlocks } from '../lib/content-blocks.ts';
import { useFormatPrice } from '../lib/use-format-price.ts';
import { ContentBlocks } from './blocks/ContentBlocks.tsx';
import { ServiceGallery } from './ServiceGallery.tsx';
import classes from './ServiceDetail.module.css';

type ServiceDetailPageProps = {
  product: CatalogueProduct;
  location: { name: string };
  codes: BusinessCodes;
  /** What the visitor can do with the service (the route puts the cart's button here). */
  action?: ReactNode;
};

/** One service (spec §2): its pictures, name, tagline, starting price at this location and content blocks. */
export function ServiceDetailPage({ product, location, codes, action }: ServiceDetailPageProps) {
  const formatPrice = useFormatPrice();
  const offer = locationOffer(product);
  const blocks = parseContentBlocks(product.details);
  const firstCategory = product.categories[0];
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <AnchorLink
          to="/business/$businessCode/$locationCode/services"
          params={codes}
          search={firstCategory ? { category: firstCategory.id } : {}}
          fw={600}
          w="fit-content"
        >
          <Group gap={6} component="span" wrap="nowrap">
            <IconArrowLeft size={18} aria-hidden />
            {firstCategory ? <Trans>All {firstCategory.name} services</Trans> : <Trans>All services</Trans>}
          </Group>
        </AnchorLink>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'lg', md: 48 }}>
          <ServiceGallery pictures={productPictures(product)} name={product.name} />
          <Stack gap="md" justify="center">
            {product.categories.length > 0 ? (
              <Group gap="xs">
                {product.categories.map((category) => (
                  <Badge key={category.id} variant="light" size="lg" radius="sm">
                    {category.name}
                  </Badge>
                ))}
              </Group>
            ) : null}
            <Title order={1}>{product.name}</Title>
            {product.tagline ? (
              <Text size="xl" c="dimmed">
                {product.tagline}
              </Text>
            ) : null}
            {blocks.length === 0 && product.description ? <Text style={{ whiteSpace: 'pre-line' }}>{product.description}</Text> : null}
            {offer ? (
              <Paper withBorder radius="lg" p="lg" className={classes.priceCard}>
                <Stack gap="sm">
                  <div>
                    <Text size="sm" fw={600} c="clinicTeal.9">
                      <Trans>Starting at</Trans>
                    </Text>
                    <Text className={classes.priceValue}>{formatPrice(offer.startingPrice, offer.currencyCode)}</Text>
                    <Group gap={4} mt={4} c="gray.7" wrap="nowrap">
                      <IconMapPin size={16} aria-hidden />
                      <Text size="sm" c="inherit">
                        <Trans>Price at {location.name}</Trans>
                      </Text>
                    </Group>
                  </div>
                  {action}
                </Stack>
              </Paper>
            ) : null}
          </Stack>
        </SimpleGrid>
        {blocks.length > 0 ? (
          <>
            <Divider />
            <div className={classes.content}>
              <ContentBlocks blocks={blocks} fallbackAlt={product.name} />
            </div>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
