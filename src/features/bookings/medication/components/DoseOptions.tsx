// A prescription's dose options (spec §3 directions, §9): each as its heading with the price of one month's
// supply. Where the client is about to order, the lowest dose is marked as what is charged now and the others as
// charged when the dose increases (the titration schedule's later months).
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { PrescriptionHeading, type HeadingDirection } from '../../../../components/medication/PrescriptionHeading.tsx';
import { sortedDirections } from '../../../../domain/medication/dose-schedule.ts';
import type { PrescriptionDirection } from '../../../../domain/medication/prescription.ts';
import { formatMoney } from '../../../../domain/money.ts';

export type DoseOption = HeadingDirection & Pick<PrescriptionDirection, 'sellingPrice' | 'route' | 'dosageName'> & { readonly id: string };

type Props = {
  readonly directions: readonly DoseOption[];
  readonly currencyCode: string;
  /** The dose charged now; when given, every option says when it is charged. */
  readonly startingDirectionId?: string | null;
};

export function DoseOptions({ directions, currencyCode, startingDirectionId }: Props) {
  const { i18n } = useLingui();
  const ordered = sortedDirections(directions.map((direction) => ({ ...direction, costToBusiness: null })));
  const marking = startingDirectionId !== undefined && startingDirectionId !== null;
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {ordered.map((direction) => {
        const now = direction.id === startingDirectionId;
        const price = formatMoney(direction.sellingPrice, currencyCode, i18n.locale);
        return (
          <Paper key={direction.id} component="li" withBorder radius="md" p="sm" bg={now ? 'var(--mantine-primary-color-light)' : undefined}>
            <Stack gap={4}>
              <PrescriptionHeading direction={direction} fw={600} />
              <Text size="sm" c="dimmed">
                {[direction.dosageName, direction.route].filter(Boolean).join(' · ')}
              </Text>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={600}>
                  <Trans>{price} per month</Trans>
                </Text>
                {marking ? (
                  now ? (
                    <Badge color="teal.9" variant="filled" radius="sm" tt="none">
                      <Trans>Charged now</Trans>
                    </Badge>
                  ) : (
                    <Text size="xs" c="dimmed">
                      <Trans>Charged when your dose increases</Trans>
                    </Text>
                  )
                ) : null}
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
