import { Trans } from '@lingui/react/macro';
import { Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconStethoscope } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { BusinessCodes } from '../../../components/layout/nav-items.ts';
import { ButtonLink } from '../../../components/RouterLinks.tsx';
import { categoriesByLocationQueryOptions } from '../api/category-by-location.ts';
import { productsByLocationQueryOptions } from '../api/products-by-location.ts';
import { groupByCategory, visibleListings } from '../lib/catalogue-listing.ts';
import { useRevealAfterFirstPaint } from '../lib/use-first-visit-deferral.ts';
import { CategoryPicker } from './CategoryPicker.tsx';
import { ProductCard } from './ProductCard.tsx';

/** Cards in the first row at the widest layout (3 columns): their pictures are fetched at once (ProductCard). */
const FIRST_ROW_CARDS = 3;

type ServicesPageProps = {
  location: { id: string; name: string };
  businessName: string;
  codes: BusinessCodes;
  /** The `category` search parameter: that category alone. */
  category: string | undefined;
};

/** The services list (spec §2): the location's categories, each with its services and starting prices. */
export function ServicesPage({ location, businessName, codes, category }: ServicesPageProps) {
  const { data: categories } = useSuspenseQuery(categoriesByLocationQueryOptions(location.id));
  const { data: products } = useSuspenseQuery(productsByLocationQueryOptions(location.id));
  const listings = groupByCategory(categories, products);
  // On a first visit the sections after the first come a task later (below a phone's first screen).
  const allSections = useRevealAfterFirstPaint();
  const sections = visibleListings(listings, category);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>
            <Trans>Services</Trans>
          </Title>
          <Text c="dimmed" size="lg">
            <Trans>
              What {businessName} offers at {location.name}
            </Trans>
          </Text>
        </Stack>
        {listings.length === 0 ? (
          <NoServices codes={codes} />
        ) : (
          <>
            <CategoryPicker categories={listings.map((listing) => listing.category)} codes={codes} />
            {(allSections ? sections : sections.slice(0, 1)).map(({ category: shown, products: offered }, sectionIndex) => (
              <Stack component="section" key={shown.id} gap="md" aria-labelledby={`category-${shown.id}`}>
                <div>
                  <Title order={2} id={`category-${shown.id}`}>
                    {shown.name}
                  </Title>
                  {shown.description ? <Text c="dimmed">{shown.description}</Text> : null}
                </div>
                <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
                  {offered.map((product, index) => (
                    <ProductCard
                      key={product.id}
                      product={product}
                      codes={codes}
                      priority={sectionIndex === 0 && index < FIRST_ROW_CARDS}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
          </>
        )}
      </Stack>
    </Container>
  );
}

function NoServices({ codes }: { codes: BusinessCodes }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconStethoscope size={32} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3">
          <Trans>No services are offered at this location yet</Trans>
        </Title>
        <Text c="dimmed" maw={460}>
          <Trans>Please check again soon, or read the FAQ to find out how to reach the clinic.</Trans>
        </Text>
        <ButtonLink to="/business/$businessCode/$locationCode/FAQ" params={codes} variant="light" mt="xs">
          <Trans>Read the FAQ</Trans>
        </ButtonLink>
      </Stack>
    </Paper>
  );
}
