// /affiliate (issue 17): the affiliate's link and code to share, the sign-ups and orders attributed to them, and
// their earnings by month. Names are shown as first name and initial; what was booked is not shown (health data).
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, CopyButton, Group, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/QueryState.tsx';
import { formatMoney } from '../../../domain/money.ts';
import { affiliateDashboardQueryOptions, type AffiliateDashboardView } from '../api/affiliate-api.ts';
import { affiliateLink, percentOf } from '../lib/affiliate-link.ts';

function CopyField({ label, value, copyLabel, copiedLabel }: { label: string; value: string; copyLabel: ReactNode; copiedLabel: ReactNode }) {
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <TextInput label={label} value={value} readOnly style={{ flex: '1 1 240px', minWidth: 0 }} onFocus={(event) => event.currentTarget.select()} />
      <CopyButton value={value} timeout={2500}>
        {({ copied, copy }) => (
          <Button onClick={copy} variant={copied ? 'filled' : 'light'} color={copied ? 'teal.9' : undefined} leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}>
            {copied ? copiedLabel : copyLabel}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

function Stat({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
    </Card>
  );
}

function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm">
      {children}
    </Text>
  );
}

function Dashboard({ data }: { data: AffiliateDashboardView }) {
  const { t, i18n } = useLingui();
  const link = affiliateLink(location.origin, data.landingPath, data.code);
  const money = (minor: number, currency: string) => formatMoney(minor, currency, i18n.locale);
  const currency = data.months[0]?.currencyCode ?? data.orders[0]?.currencyCode ?? 'USD';
  const earned = data.months.filter((m) => m.currencyCode === currency).reduce((sum, m) => sum + m.commission, 0);
  const monthName = (month: string) => i18n.date(`${month}-15T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const day = (at: string) => i18n.date(at, { day: 'numeric', month: 'short', year: 'numeric' });
  const percent = i18n.number(percentOf(data.commissionBasisPoints), { maximumFractionDigits: 2 });
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="affiliate-link-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="affiliate-link-title">
            <Trans>Your link</Trans>
          </Title>
          <Text size="sm">
            <Trans>
              Share this link. When someone opens it and books with {data.businessName} within 7 days, the booking counts for you, and you earn {percent} % of its value.
            </Trans>
          </Text>
          <CopyField label={t`Affiliate link`} value={link} copyLabel={<Trans>Copy link</Trans>} copiedLabel={<Trans>Link copied</Trans>} />
          <CopyField label={t`Affiliate code`} value={data.code} copyLabel={<Trans>Copy code</Trans>} copiedLabel={<Trans>Code copied</Trans>} />
        </Stack>
      </Card>

      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Stat label={<Trans>Sign-ups</Trans>} value={i18n.number(data.signupCount)} />
        <Stat label={<Trans>Orders</Trans>} value={i18n.number(data.orderCount)} />
        <Stat label={<Trans>Earnings</Trans>} value={money(earned, currency)} />
      </SimpleGrid>

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="affiliate-months-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="affiliate-months-title">
            <Trans>Earnings by month</Trans>
          </Title>
          {data.months.length === 0 ? (
            <EmptyText>
              <Trans>No earnings yet. Bookings made through your link appear here, month by month.</Trans>
            </EmptyText>
          ) : (
            <Table.ScrollContainer minWidth={420} type="native" tabIndex={0}>
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t`Month`}</Table.Th>
                    <Table.Th ta="right">{t`Sign-ups`}</Table.Th>
                    <Table.Th ta="right">{t`Orders`}</Table.Th>
                    <Table.Th ta="right">{t`Order value`}</Table.Th>
                    <Table.Th ta="right">{t`Earnings`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.months.map((m) => (
                    <Table.Tr key={`${m.month}-${m.currencyCode}`}>
                      <Table.Td>{monthName(m.month)}</Table.Td>
                      <Table.Td ta="right">{i18n.number(m.signupCount)}</Table.Td>
                      <Table.Td ta="right">{i18n.number(m.orderCount)}</Table.Td>
                      <Table.Td ta="right">{money(m.orderValue, m.currencyCode)}</Table.Td>
                      <Table.Td ta="right" fw={700}>
                        {money(m.commission, m.currencyCode)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="affiliate-signups-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="affiliate-signups-title">
              <Trans>Sign-ups</Trans>
            </Title>
            {data.signups.length === 0 ? (
              <EmptyText>
                <Trans>No sign-ups yet. People who create an account after opening your link appear here.</Trans>
              </EmptyText>
            ) : (
              <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {data.signups.map((s) => (
                  <Group key={s.id} component="li" justify="space-between" py={8} wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
                    <div>
                      <Text fw={600}>{s.name}</Text>
                      <Text size="sm" c="dimmed">
                        {day(s.createdAt)}
                      </Text>
                    </div>
                    <Badge variant="filled" autoContrast color={s.confirmed ? 'teal.9' : 'gray.7'}>
                      {s.confirmed ? <Trans>Confirmed</Trans> : <Trans>Not confirmed yet</Trans>}
                    </Badge>
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
        </Card>

        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="affiliate-orders-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="affiliate-orders-title">
              <Trans>Orders</Trans>
            </Title>
            {data.orders.length === 0 ? (
              <EmptyText>
                <Trans>No orders yet. Bookings made within 7 days of opening your link appear here.</Trans>
              </EmptyText>
            ) : (
              <Table.ScrollContainer minWidth={300} type="native" tabIndex={0}>
                <Table verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t`Order`}</Table.Th>
                      <Table.Th ta="right">{t`Value`}</Table.Th>
                      <Table.Th ta="right">{t`Earnings`}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.orders.map((o) => (
                      <Table.Tr key={o.id}>
                        <Table.Td>
                          <Text fw={600} size="sm">
                            {o.displayId}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {day(o.createdAt)} · {o.source === 'WIDGET' ? t`Booking widget` : t`App`}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">{money(o.orderValue, o.currencyCode)}</Table.Td>
                        <Table.Td ta="right" fw={700}>
                          {money(o.commission, o.currencyCode)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

export function AffiliateDashboardScreen() {
  const query = useQuery(affiliateDashboardQueryOptions());
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          <Trans>Affiliate dashboard</Trans>
        </Title>
        {query.data ? (
          <Text c="dimmed">
            <Trans>Your referrals for {query.data.businessName}</Trans>
          </Text>
        ) : null}
      </div>
      <QueryState
        query={query}
        skeleton={
          <Stack gap="lg">
            <Skeleton h={180} radius="md" />
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <Skeleton h={84} radius="md" />
              <Skeleton h={84} radius="md" />
              <Skeleton h={84} radius="md" />
            </SimpleGrid>
            <Skeleton h={160} radius="md" />
          </Stack>
        }
        offlineText={<Trans>Your dashboard cannot be shown while offline.</Trans>}
        errorTitle={<Trans>Your dashboard could not be loaded.</Trans>}
      >
        {(data) => <Dashboard data={data} />}
      </QueryState>
    </Stack>
  );
}
