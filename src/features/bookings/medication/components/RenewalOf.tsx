// A renewal booking (programItemId set): which month of the program it supplies, and the way to the program.
import { Trans } from '@lingui/react/macro';
import { Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink } from '../../../../components/RouterLinks.tsx';
import type { BusinessCodes } from '../../../../components/layout/nav-items.ts';
import { programItemQueryOptions } from '../api/program-item.ts';

type Props = { readonly codes: BusinessCodes; readonly programItemId: string; readonly month: number | null };

export function RenewalOf({ codes, programItemId, month }: Props) {
  const program = useQuery(programItemQueryOptions(programItemId));
  const displayId = program.data?.displayId ?? '';
  return (
    <Paper withBorder radius="md" p="md" component="section">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600}>{month ? <Trans>Month {month} of your program</Trans> : <Trans>A month of your program</Trans>}</Text>
        {program.data ? (
          <AnchorLink
            to="/business/$businessCode/$locationCode/bookings/$bookingId/$singleBookingId"
            params={{ ...codes, bookingId: program.data.orderId, singleBookingId: program.data.id }}
            size="sm"
            fw={600}
          >
            <Trans>View your program ({displayId})</Trans>
          </AnchorLink>
        ) : null}
      </Group>
    </Paper>
  );
}
