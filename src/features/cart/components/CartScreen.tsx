// The cart (spec §2 "cart", §4 "Cart"): each item with its journey through its workflow's steps, one item open
// at a time (opening the cart opens the first incomplete one), removal, and the next thing the client can do.
import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Badge, Box, Button, Divider, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useBusinessContext } from '../../../app/business-context.ts';
import { HrefButton } from '../../../components/HrefLink.tsx';
import { ButtonLink } from '../../../components/RouterLinks.tsx';
import { itemSteps, needsPreAssessment, type StepStatus } from '../../../components/cart/item-progress.ts';
import { JOURNEY_STEP_LABELS } from '../../../components/cart/journey-labels.ts';
import { cartActions } from '../../../app/cart/app-cart-actions.ts';
import { useCart } from '../../../app/cart/cart-store.ts';
import type { CartStoreItem } from '../../../app/cart/create-cart-store.ts';
import { cartPriceSummary, type CartPriceSummary } from '../../../domain/cart/cart-prices.ts';
import { formatMoneyValue, isZeroMoney, type Money } from '../../../domain/pricing/money-value.ts';
import { cartPricesQueryOptions } from '../api/cart-prices.ts';

type Codes = { readonly businessCode: string; readonly locationCode: string };

function StepBadge({ status }: { status: StepStatus }) {
  switch (status) {
    case 'done':
      return (
        <Badge color="teal.9" variant="outline">
          <Trans>Done</Trans>
        </Badge>
      );
    case 'toDo':
      return (
        <Badge color="blue.9" variant="outline">
          <Trans>To do</Trans>
        </Badge>
      );
    case 'next':
      return (
        <Badge color="gray.7" variant="outline">
          <Trans>Next</Trans>
        </Badge>
      );
    default:
      return (
        <Badge variant="default">
          <Trans>Later</Trans>
        </Badge>
      );
  }
}

function CartItemPanel({ item, codes }: { item: CartStoreItem; codes: Codes }) {
  const { t, i18n } = useLingui();
  const steps = itemSteps(item);
  const name = item.product.name;
  return (
    <Stack gap="sm">
      {steps.length > 0 ? (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Steps for ${name}`}>
          {steps.map((step) => (
            <Group component="li" key={step.state} gap="sm" wrap="nowrap" justify="space-between">
              <Text size="sm">{i18n._(JOURNEY_STEP_LABELS[step.step])}</Text>
              <Box style={{ flexShrink: 0 }}>
                <StepBadge status={step.status} />
              </Box>
            </Group>
          ))}
        </Stack>
      ) : null}
      <Group gap="sm">
        {needsPreAssessment(item) ? (
          <ButtonLink
            to="/business/$businessCode/$locationCode/assessment/$productId"
            params={{ ...codes, productId: item.product.id }}
            size="sm"
          >
            <Trans>Start the pre-assessment</Trans>
          </ButtonLink>
        ) : null}
        <Button variant="subtle" color="red" size="sm" onClick={() => cartActions.remove(item.product.id)} aria-label={t`Remove ${name} from cart`}>
          <Trans>Remove</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

function Price({ value }: { value: Money | null }) {
  const { i18n } = useLingui();
  if (!value) return null;
  return (
    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
      {formatMoneyValue(value, i18n.locale)}
    </Text>
  );
}

/** The cart's prices: shipping when any, the subtotal, and what checkout adds. */
function CartTotals({ prices }: { prices: CartPriceSummary }) {
  const { t } = useLingui();
  if (!prices.total) return null;
  return (
    <Stack gap={4}>
      <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Cart total`}>
        {isZeroMoney(prices.shipping) ? null : (
          <Group component="li" justify="space-between" wrap="nowrap">
            <Text size="sm">
              <Trans>Shipping</Trans>
            </Text>
            <Price value={prices.shipping} />
          </Group>
        )}
        <Group component="li" justify="space-between" wrap="nowrap">
          <Text size="sm" fw={700}>
            <Trans>Subtotal</Trans>
          </Text>
          <Price value={prices.total} />
        </Group>
      </Stack>
      <Text size="xs" c="dimmed">
        <Trans>The platform fee and any promo code or gift card are added at checkout, where you see the total before you pay.</Trans>
      </Text>
    </Stack>
  );
}

function EmptyCart({ codes }: { codes: Codes }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <IconShoppingCart size={40} aria-hidden stroke={1.5} />
        <Text fw={600}>
          <Trans>Your cart is empty</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>Browse the services and add one to get started.</Trans>
        </Text>
        <HrefButton href={`/business/${encodeURIComponent(codes.businessCode)}/${encodeURIComponent(codes.locationCode)}/services`}>
          <Trans>Browse services</Trans>
        </HrefButton>
      </Stack>
    </Paper>
  );
}

export function CartScreen({ codes }: { codes: Codes }) {
  const { items } = useCart();
  useEffect(() => cartActions.openFirstIncomplete(), []);
  const expanded = items.find((item) => item.expanded)?.product.id ?? null;
  const waiting = items.find((item) => needsPreAssessment(item));
  const { location } = useBusinessContext();
  const offers = useQuery({ ...cartPricesQueryOptions(location?.id ?? ''), enabled: Boolean(location?.id) && items.length > 0 });
  const prices = offers.data ? cartPriceSummary(items.map((item) => item.product.id), offers.data) : null;
  const priceOf = (productId: string) => prices?.lines.find((line) => line.productId === productId)?.price ?? null;

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>
        <Trans>Cart</Trans>
      </Title>
      {items.length === 0 ? (
        <EmptyCart codes={codes} />
      ) : (
        <>
          <Accordion
            variant="separated"
            radius="md"
            value={expanded}
            onChange={(value) => {
              if (value) cartActions.setExpanded(value, true);
              else if (expanded) cartActions.setExpanded(expanded, false);
            }}
          >
            {items.map((item) => (
              <Accordion.Item key={item.product.id} value={item.product.id}>
                <Accordion.Control>
                  <Group gap="sm" wrap="nowrap" justify="space-between" pr="xs">
                    <Group gap="sm" wrap="nowrap">
                      {item.product.imageUrl ? <Image src={item.product.imageUrl} alt="" w={44} h={44} radius="sm" fit="cover" /> : null}
                      <Stack gap={0}>
                        <Text fw={600}>{item.product.name}</Text>
                        <Text size="sm" c="dimmed">
                          {needsPreAssessment(item) ? <Trans>Pre-assessment to do</Trans> : <Trans>Ready for checkout</Trans>}
                        </Text>
                      </Stack>
                    </Group>
                    <Price value={priceOf(item.product.id)} />
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <CartItemPanel item={item} codes={codes} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          <Paper withBorder radius="md" p="md">
            {prices ? <CartTotals prices={prices} /> : null}
            {prices?.total ? <Divider my="sm" /> : null}
            {waiting ? (
              <Stack gap="sm">
                <Text fw={600}>
                  <Trans>Next step</Trans>
                </Text>
                <Text size="sm">
                  <Trans>Answer a few questions so a provider can check that {waiting.product.name} is safe for you.</Trans>
                </Text>
                <Group>
                  <ButtonLink
                    to="/business/$businessCode/$locationCode/assessment/$productId"
                    params={{ ...codes, productId: waiting.product.id }}
                    size="sm"
                  >
                    <Trans>Complete the pre-assessment</Trans>
                  </ButtonLink>
                </Group>
              </Stack>
            ) : (
              // Every step the cart can take is done: the rest of each journey starts once the order is placed.
              <Group>
                <ButtonLink to="/business/$businessCode/$locationCode/checkout" params={codes} size="md">
                  <Trans>Continue to checkout</Trans>
                </ButtonLink>
              </Group>
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
