import { Group, Stack, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../../components/RouterLinks.tsx';
import type { BusinessCodes } from '../../../components/layout/nav-items.ts';

type BookingPageHeaderProps = {
  codes: BusinessCodes;
  /** Where Back leads: one booked service (orderId and itemId), the whole booking (orderId), or the list. */
  back: { orderId?: string; itemId?: string; label: ReactNode };
  title: ReactNode;
  aside?: ReactNode;
  children?: ReactNode;
};

/** A booking page's way back, its h1 and what sits beside it (the status badge). */
export function BookingPageHeader({ codes, back, title, aside, children }: BookingPageHeaderProps) {
  const backLink = back.orderId && back.itemId ? (
    <AnchorLink
      to="/business/$businessCode/$locationCode/bookings/$bookingId/$singleBookingId"
      params={{ ...codes, bookingId: back.orderId, singleBookingId: back.itemId }}
      size="sm"
      w="fit-content"
    >
      <Group gap={4} component="span">
        <IconChevronLeft size={16} aria-hidden />
        {back.label}
      </Group>
    </AnchorLink>
  ) : back.orderId ? (
    <AnchorLink to="/business/$businessCode/$locationCode/bookings/$bookingId" params={{ ...codes, bookingId: back.orderId }} size="sm" w="fit-content">
      <Group gap={4} component="span">
        <IconChevronLeft size={16} aria-hidden />
        {back.label}
      </Group>
    </AnchorLink>
  ) : (
    <AnchorLink to="/business/$businessCode/$locationCode/bookings" params={codes} size="sm" w="fit-content">
      <Group gap={4} component="span">
        <IconChevronLeft size={16} aria-hidden />
        {back.label}
      </Group>
    </AnchorLink>
  );
  return (
    <Stack gap={6}>
      {backLink}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Stack>
  );
}
