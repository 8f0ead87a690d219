// One account section's page: its heading (the page's h1), an optional line under it, and on phones the way
// back to the account list (desktop has the side nav for that).
import { Trans } from '@lingui/react/macro';
import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../../components/RouterLinks.tsx';
import type { BusinessCodes } from '../../../components/layout/nav-items.ts';

type AccountPageProps = {
  codes: BusinessCodes;
  title: ReactNode;
  description?: ReactNode;
  /** Where "Back" leads on phones; the account list unless a section's sub-page says otherwise. */
  back?: { to: '/business/$businessCode/$locationCode/account/addresses'; label: ReactNode };
  /** Actions beside the heading (e.g. "Add address"). */
  actions?: ReactNode;
  children: ReactNode;
};

export function AccountPage({ codes, title, description, back, actions, children }: AccountPageProps) {
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        {back ? (
          <AnchorLink to={back.to} params={codes} size="sm" w="fit-content">
            <Group gap={4} component="span">
              <IconChevronLeft size={16} aria-hidden />
              {back.label}
            </Group>
          </AnchorLink>
        ) : (
          <Box hiddenFrom="sm">
            <AnchorLink to="/business/$businessCode/$locationCode/account" params={codes} size="sm" w="fit-content">
              <Group gap={4} component="span">
                <IconChevronLeft size={16} aria-hidden />
                <Trans>Account</Trans>
              </Group>
            </AnchorLink>
          </Box>
        )}
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={1} size="h2">
            {title}
          </Title>
          {actions}
        </Group>
        {description ? (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}
