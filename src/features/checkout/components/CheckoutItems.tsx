// The cart's items on the checkout, each with its journey through its workflow (spec §4 consultation flow
// steps): what is done, and what follows once the order is placed.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { itemSteps } from '../../../components/cart/item-progress.ts';
import { JOURNEY_STEP_LABELS } from '../../../components/cart/journey-labels.ts';
import type { CartStoreItem } from '../../../app/cart/create-cart-store.ts';

export function CheckoutItems({ items }: { items: readonly CartStoreItem[] }) {
  const { t, i18n } = useLingui();
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Items in your order`}>
      {items.map((item) => {
        const name = item.product.name;
        const steps = itemSteps(item);
        return (
          <Paper component="li" key={item.product.id} withBorder radius="md" p="md">
            <Stack gap="sm">
              <Group gap="sm" wrap="nowrap">
                {item.product.imageUrl ? <Image src={item.product.imageUrl} alt="" w={44} h={44} radius="sm" fit="cover" /> : null}
                <Text fw={600}>{name}</Text>
              </Group>
              {steps.length > 0 ? (
                <Stack component="ol" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Steps for ${name}`}>
                  {steps.map((step) => (
                    <Group component="li" key={step.state} gap="xs" wrap="nowrap" justify="space-between">
                      <Group gap={6} wrap="nowrap">
                        {step.status === 'done' ? (
                          <IconCircleCheck size={18} aria-hidden color="var(--mantine-color-teal-8)" />
                        ) : (
                          <IconCircleDashed size={18} aria-hidden color="var(--mantine-color-gray-6)" />
                        )}
                        <Text size="sm">{i18n._(JOURNEY_STEP_LABELS[step.step])}</Text>
                      </Group>
                      {step.status === 'done' ? (
                        <Badge color="teal.9" variant="outline" style={{ flexShrink: 0 }}>
                          <Trans>Done</Trans>
                        </Badge>
                      ) : (
                        <Badge color="gray.7" variant="outline" style={{ flexShrink: 0 }}>
                          <Trans>After checkout</Trans>
                        </Badge>
                      )}
                    </Group>
                  ))}
                </Stack>
              ) : null}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
