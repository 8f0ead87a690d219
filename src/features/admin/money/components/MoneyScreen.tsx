// /admin/money (issue 16): the business's money in four parts: fees and the cancellation rule, promo codes, gift
// cards issued, and refunding an order item.
import { Trans } from '@lingui/react/macro';
import { Card, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { readableErrorColor } from '../../../../components/form/readable-colors.ts';
import { QueryState } from '../../../../components/QueryState.tsx';
import { useAdminBusiness } from '../../shell/admin-grant.ts';
import { adminMoneyQueryOptions } from '../api/admin-money.ts';
import { CouponsCard } from './CouponsCard.tsx';
import { GiftCardsCard } from './GiftCardsCard.tsx';
import { MoneySettingsCard } from './MoneySettingsCard.tsx';
import { RefundCard } from './RefundCard.tsx';

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

export function MoneyScreen() {
  const { businessId } = useAdminBusiness();
  const query = useQuery(adminMoneyQueryOptions(businessId));
  return (
    <Stack gap="md" style={readableErrorColor}>
      <Title order={1} size="h2">
        <Trans>Money</Trans>
      </Title>
      <QueryState query={query} skeleton={<Skeleton h={320} />} offlineText={<Trans>Money settings cannot be shown while offline.</Trans>} errorTitle={<Trans>Money settings could not be loaded.</Trans>}>
        {(money) => (
          <Stack gap="md">
            <Section id="money-fees" title={<Trans>Fees and cancellation</Trans>}>
              <MoneySettingsCard money={money} />
            </Section>
            <Section id="money-coupons" title={<Trans>Promo codes</Trans>}>
              <CouponsCard money={money} />
            </Section>
            <Section id="money-gift-cards" title={<Trans>Gift cards</Trans>}>
              <GiftCardsCard money={money} />
            </Section>
            <Section id="money-refunds" title={<Trans>Refund an order item</Trans>}>
              <RefundCard businessId={businessId} />
            </Section>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
