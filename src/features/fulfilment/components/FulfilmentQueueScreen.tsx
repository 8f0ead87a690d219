// /fulfilment (issue 11): the business's medication orders by fulfilment state (To prepare, Preparing, Shipped,
// Delivered, Missing reported), searchable by booking id or client name, ten to a page, each with its next step.
// Tab, search and page live in the address, so a view can be reloaded, shared and walked back.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Pagination, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPackageOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showInfoToast } from '../../../app/feedback.ts';
import { useSession } from '../../../app/session.ts';
import { isValidTimeZone } from '../../../domain/validation/timezone.ts';
import { useFulfilmentStepMutation } from '../api/fulfilment-actions.ts';
import { fulfilmentQueueQueryOptions } from '../api/fulfilment-queue.ts';
import type { FulfilmentAction } from '../lib/fulfilment-actions.ts';
import { ACTION_DONE, TAB_LABELS } from '../lib/fulfilment-labels.ts';
import { FULFILMENT_PAGE_SIZE, FULFILMENT_TABS, type FulfilmentTab, type FulfilmentView } from '../lib/fulfilment-search.ts';
import type { FulfilmentRow } from '../lib/fulfilment-types.ts';
import type { ShipmentFormValues } from '../lib/shipment-form.ts';
import { FulfilmentOrderCard } from './FulfilmentOrderCard.tsx';
import { FulfilmentQueryState } from './FulfilmentQueryState.tsx';
import { FulfilmentSearchBox } from './FulfilmentSearchBox.tsx';
import { ShipOrderDialog } from './ShipOrderDialog.tsx';

type FulfilmentQueueScreenProps = { view: FulfilmentView; onViewChange: (view: FulfilmentView) => void };

/** Times in the staff member's own zone (profile), else this device's. */
function useStaffTimeZone(): string {
  const { user } = useSession();
  const own = user?.timezone;
  return own && isValidTimeZone(own) ? own : Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function FulfilmentQueueScreen({ view, onViewChange }: FulfilmentQueueScreenProps) {
  const { i18n } = useLingui();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          <Trans>Medication orders</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Prepare each paid order, ship it with its tracking link, and mark it delivered when the carrier confirms.</Trans>
        </Text>
      </Stack>
      <FulfilmentSearchBox value={view.search} onSearch={(search) => onViewChange({ ...view, search, page: 1 })} />
      <Tabs value={view.status} onChange={(tab) => onViewChange({ ...view, status: (tab as FulfilmentTab | null) ?? view.status, page: 1 })} keepMounted={false}>
        <Tabs.List>
          {FULFILMENT_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {i18n._(TAB_LABELS[tab])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {FULFILMENT_TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            <TabContent view={view} onViewChange={onViewChange} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function TabContent({ view, onViewChange }: FulfilmentQueueScreenProps) {
  const { t } = useLingui();
  const timeZone = useStaffTimeZone();
  const query = useQuery(fulfilmentQueueQueryOptions(view));
  const step = useFulfilmentStepMutation();
  const [shipping, setShipping] = useState<FulfilmentRow | null>(null);
  const pendingFor = (row: FulfilmentRow): FulfilmentAction | null =>
    step.isPending && step.variables.medicationOrderId === row.medicationOrderId ? step.variables.kind : null;

  const onAction = (action: FulfilmentAction, row: FulfilmentRow) => {
    if (action === 'ship') {
      setShipping(row);
      return;
    }
    // A refusal has already been shown by the GraphQL client's error toast; the page is read again either way.
    step.mutate({ kind: action, medicationOrderId: row.medicationOrderId }, { onSuccess: () => showInfoToast(ACTION_DONE[action]) });
  };
  const onShip = async (row: FulfilmentRow, shipment: ShipmentFormValues) => {
    await step.mutateAsync({ kind: 'ship', medicationOrderId: row.medicationOrderId, shipment });
    setShipping(null);
    showInfoToast(ACTION_DONE.ship);
  };

  return (
    <>
      <FulfilmentQueryState query={query} skeleton={<QueueSkeleton />}>
        {(page) => {
          const pages = Math.max(1, Math.ceil(page.totalCount / FULFILMENT_PAGE_SIZE));
          if (page.rows.length === 0) return <EmptyState view={view} />;
          return (
            <Stack gap="lg">
              <Text size="sm" c="dimmed" role="status">
                {t({ message: plural(page.totalCount, { one: '# order', other: '# orders' }) })}
              </Text>
              <Stack component="ul" gap="sm" p={0} m={0}>
                {page.rows.map((row) => (
                  <FulfilmentOrderCard key={row.medicationOrderId} row={row} timeZone={timeZone} pending={pendingFor(row)} onAction={onAction} />
                ))}
              </Stack>
              {pages > 1 ? (
                <Pagination
                  total={pages}
                  value={Math.min(view.page, pages)}
                  onChange={(next) => onViewChange({ ...view, page: next })}
                  getItemProps={(number) => ({ 'aria-label': t`Page ${number}` })}
                  getControlProps={(control) => ({
                    'aria-label': control === 'previous' ? t`Previous page` : control === 'next' ? t`Next page` : control === 'first' ? t`First page` : t`Last page`,
                  })}
                  aria-label={t`Pages of orders`}
                  component="nav"
                  mx="auto"
                />
              ) : null}
            </Stack>
          );
        }}
      </FulfilmentQueryState>
      <ShipOrderDialog row={shipping} onClose={() => setShipping(null)} onShip={onShip} />
    </>
  );
}

function EmptyState({ view }: { view: FulfilmentView }) {
  const { i18n } = useLingui();
  const tab = i18n._(TAB_LABELS[view.status]);
  const search = view.search;
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconPackageOff aria-hidden />}
      title={search ? <Trans>No orders under “{tab}” match “{search}”</Trans> : <Trans>No orders under “{tab}”</Trans>}
    >
      {search ? <Trans>Check the booking ID or the client's name, or look under another tab.</Trans> : <Trans>Orders show here as clients pay for their medication.</Trans>}
    </Alert>
  );
}

function QueueSkeleton() {
  return (
    <Stack gap="sm">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={150} radius="md" />
      ))}
    </Stack>
  );
}
