// The admin console's frame (issue 16): Mantine AppShell with the navbar beside the page from 768 px and a burger
// opening it as a drawer below; the header names the business (or picks one), the language and the person's menu.
import { useLingui } from '@lingui/react/macro';
import { AppShell, Avatar, Burger, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { createLink, Link, useMatchRoute, useRouterState } from '@tanstack/react-router';
import { useEffect, type AnchorHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { NavLinkProps } from '@mantine/core';
import { LanguageSwitcher } from '../../../components/layout/LanguageSwitcher.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/layout/SkipLink.tsx';
import { UserMenu } from '../../../components/layout/UserMenu.tsx';
import { ADMIN_NAV, ADMIN_NAV_SECTIONS, adminNavItemsOf, type AdminNavItem } from './admin-nav.ts';
import classes from './AdminShell.module.css';

const NavLinkAnchor = createLink(function NavLinkBase(props: NavLinkProps & AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }) {
  return <NavLink component="a" {...props} />;
});

export type AdminShellProps = {
  /** Accessible name of the navigation landmark and the brand's words. */
  title: string;
  items?: readonly AdminNavItem[];
  /** Shown in the header beside the title (the business picker); nothing on the platform console. */
  headerExtra?: ReactNode;
  children: ReactNode;
};

function AdminNavLinks({ items, onNavigate }: { items: readonly AdminNavItem[]; onNavigate: () => void }) {
  const { i18n } = useLingui();
  const matchRoute = useMatchRoute();
  return (
    <Stack gap="md">
      {ADMIN_NAV_SECTIONS.map((section) => {
        const entries = adminNavItemsOf(section.id, items);
        if (entries.length === 0) return null;
        return (
          <Stack key={section.id} gap={2}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" component="h2">
              {i18n._(section.label)}
            </Text>
            {entries.map((item) => {
              const active = Boolean(matchRoute({ to: item.to, fuzzy: !item.exact }));
              const ItemIcon = item.icon;
              return (
                <NavLinkAnchor
                  key={item.to}
                  to={item.to}
                  // The router's own active state (aria-current, data-status) follows the same rule as the highlight.
                  activeOptions={{ exact: item.exact ?? false }}
                  label={i18n._(item.label)}
                  leftSection={<ItemIcon size={18} aria-hidden />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                />
              );
            })}
          </Stack>
        );
      })}
    </Stack>
  );
}

export function AdminShell({ title, items = ADMIN_NAV, headerExtra, children }: AdminShellProps) {
  const { t } = useLingui();
  const [opened, { toggle, close }] = useDisclosure(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // A page chosen in the drawer closes it (also when reached by the browser's back button).
  useEffect(() => close(), [pathname, close]);
  return (
    <AppShell className={classes.shell} header={{ height: 60 }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding={{ base: 'sm', sm: 'lg' }}>
      <AppShell.Header>
        <SkipLink />
        <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={opened ? t`Close the menu` : t`Open the menu`} aria-expanded={opened} />
            <Link to="/home" aria-label={t`Carebook home`} style={{ display: 'flex' }}>
              <Avatar src="/favicon.svg" alt="" size={30} radius="sm" />
            </Link>
            <Text fw={700} visibleFrom="md">
              {title}
            </Text>
            {headerExtra}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitcher />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav" aria-label={title}>
        <AppShell.Section grow component={ScrollArea}>
          <AdminNavLinks items={items} onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
