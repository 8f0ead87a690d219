// "Services list" of a desk booking: the location's services, one chosen, each with its starting price.
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatMoneyValue, money } from '../../../domain/pricing/money-value.ts';
import { deskServicesQueryOptions, type DeskService } from '../api/desk-services.ts';
import { DeskQueryState } from './DeskQueryState.tsx';

type ServicePickerProps = { locationId: string; value: string | null; onChange: (service: DeskService) => void; error?: string | null };

export function ServicePicker({ locationId, value, onChange, error }: ServicePickerProps) {
  const { t } = useLingui();
  const query = useQuery(deskServicesQueryOptions(locationId));
  return (
    <DeskQueryState query={query} skeleton={<Skeleton height={160} radius="md" />} errorTitle={<Trans>We could not load the services</Trans>}>
      {(services) => (
        <Radio.Group
          value={value}
          onChange={(id) => {
            const service = services.find((entry) => entry.id === id);
            if (service) onChange(service);
          }}
          label={t`Service`}
          error={error}
        >
          <Stack gap="xs" mt="xs">
            {services.map((service) => (
              <Paper key={service.id} withBorder radius="md" p="sm">
                <Radio value={service.id} label={<ServiceLabel service={service} />} styles={{ labelWrapper: { width: '100%' } }} />
              </Paper>
            ))}
          </Stack>
        </Radio.Group>
      )}
    </DeskQueryState>
  );
}

function ServiceLabel({ service }: { service: DeskService }) {
  const { i18n } = useLingui();
  const place = service.productLocations[0];
  const price = place ? formatMoneyValue(money(place.startingPrice, place.currencyCode), i18n.locale) : null;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {service.name}
        </Text>
        <Text size="xs" c="dimmed">
          {service.categories[0]?.name ?? ''}
        </Text>
      </Stack>
      {price ? (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          <Trans>from {price}</Trans>
        </Text>
      ) : null}
    </Group>
  );
}
