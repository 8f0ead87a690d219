// The account sections as navigation: a side nav beside the section on desktop, a list of its own on phones.
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSession } from '../../../app/session.ts';
import type { BusinessCodes } from '../../../components/layout/nav-items.ts';
import { ACCOUNT_SECTIONS } from '../lib/account-sections.ts';
import classes from './AccountNav.module.css';
import { SignOutButton } from './SignOutButton.tsx';

export function AccountSideNav({ codes }: { codes: BusinessCodes }) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="lg">
      <Stack component="nav" aria-label={t`Account`} gap={4}>
        {ACCOUNT_SECTIONS.map((section) => (
          <Link key={section.id} to={section.to} params={codes} className={classes.sideLink}>
            <section.icon size={20} aria-hidden />
            {i18n._(section.label)}
          </Link>
        ))}
      </Stack>
      <SignOutButton />
    </Stack>
  );
}

/** The phone's account page: one row per section with what it holds, then Sign out. */
export function AccountSectionList({ codes }: { codes: BusinessCodes }) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <Paper component="nav" aria-label={t`Account`} withBorder radius="md">
        {ACCOUNT_SECTIONS.map((section) => (
          <Link key={section.id} to={section.to} params={codes} className={classes.listLink}>
            <ThemeIcon variant="light" size={40} radius="xl" aria-hidden>
              <section.icon size={22} />
            </ThemeIcon>
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600}>{i18n._(section.label)}</Text>
              <Text size="sm" c="dimmed">
                {i18n._(section.description)}
              </Text>
            </Stack>
            <IconChevronRight size={20} aria-hidden color="var(--mantine-color-gray-6)" />
          </Link>
        ))}
      </Paper>
      {user ? (
        <Text size="sm" c="dimmed" ta="center">
          <Trans>Signed in as {user.email}</Trans>
        </Text>
      ) : null}
      <SignOutButton fullWidth />
    </Stack>
  );
}
