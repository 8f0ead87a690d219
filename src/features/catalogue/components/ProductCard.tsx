import { Trans } from '@lingui/react/macro';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { BusinessCodes } from '../../../components/layout/nav-items.ts';
import type { CatalogueProductSummary } from '../api/products-by-location.ts';
import { locationOffer, productPicture } from '../lib/catalogue-listing.ts';
import { useFormatPrice } from '../lib/use-format-price.ts';
import classes from './Catalogue.module.css';

/** The pictures' intrinsic size (the seed's 16:10), so the card's box is known before a picture arrives. */
const PICTURE_WIDTH = 640;
const PICTURE_HEIGHT = 400;

/**
 * One service in the list: its picture, name (the link to its page), tagline and starting price here. `priority`:
 * a card of the list's first row, whose picture is the page's largest paint (issue 18: Lighthouse's LCP), so it is
 * fetched at once and first, not lazily once laid out.
 */
export function ProductCard({ product, codes, priority = false }: { product: CatalogueProductSummary; codes: BusinessCodes; priority?: boolean }) {
  const formatPrice = useFormatPrice();
  const offer = locationOffer(product);
  const picture = productPicture(product);
  const price = offer ? formatPrice(offer.startingPrice, offer.currencyCode) : null;
  return (
    <Card component="article" withBorder radius="lg" padding="lg" className={classes.productCard}>
      <Card.Section>
        {picture ? (
          <img
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            width={PICTURE_WIDTH}
            height={PICTURE_HEIGHT}
            src={picture}
            alt={product.name}
            className={classes.picture}
          />
        ) : (
          <div className={classes.picture} />
        )}
      </Card.Section>
      <Stack gap={6} mt="md" style={{ flex: 1 }}>
        <Title order={3} size="h4">
          <Link
            to="/business/$businessCode/$locationCode/services/$serviceId"
            params={{ ...codes, serviceId: product.id }}
            className={classes.stretchedLink}
          >
            {product.name}
          </Link>
        </Title>
        {product.tagline ? (
          <Text c="dimmed" size="sm">
            {product.tagline}
          </Text>
        ) : null}
      </Stack>
      <Group justify="space-between" align="center" mt="md" wrap="nowrap">
        {price ? (
          <Text fw={700} className={classes.price}>
            <Trans>From {price}</Trans>
          </Text>
        ) : (
          <span />
        )}
        <Group gap={4} c="clinicTeal.7" aria-hidden>
          <Text size="sm" fw={600} c="inherit">
            <Trans>Details</Trans>
          </Text>
          <IconArrowRight size={16} />
        </Group>
      </Group>
    </Card>
  );
}
