import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import type { MenuItemProps } from '@mantine/core';
import { IconChartLine, IconLogout, IconUser } from '@tabler/icons-react';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { useBusinessContext } from '../../app/business-context.ts';
import { useSession } from '../../app/session.ts';
import { useGuardedSignOut } from '../GuardedSignOut.tsx';
import { ROLE_NAV_ITEMS } from './nav-items.ts';

// A menu item that is a real link (href, new tab, screen readers announce a link) typed by the router.
const MenuItemLink = createLink(function MenuItemAnchor(
  props: MenuItemProps & AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> },
) {
  return <Menu.Item component="a" {...props} />;
});

function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

/**
 * The signed-in person's menu: who is signed in, Account (clients, once a business is known) and Sign out.
 * `target` replaces the avatar button (the mobile tab bar's Profile tab).
 */
export function UserMenu({ target, position = 'bottom-end' }: { target?: ReactNode; position?: 'bottom-end' | 'top-end' }) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const { businessCode, locationCode } = useBusinessContext();
  const signOut = useGuardedSignOut();
  if (!user) return null;
  const isClient = user.roleGrants.some((grant) => grant.roleName === 'CLIENT');
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <>
      <Menu position={position} withinPortal width={240} withInitialFocusPlaceholder={false}>
        <Menu.Target>
          {target ?? (
            <UnstyledButton aria-label={t`Account menu for ${name}`} style={{ borderRadius: '50%' }}>
              <Avatar color="clinicTeal" radius="xl" size={36}>
                {initials(user.firstName, user.lastName)}
              </Avatar>
            </UnstyledButton>
          )}
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
              {name}
            </Text>
            <Text size="xs" truncate>
              {user.email}
            </Text>
          </Menu.Label>
          <Menu.Divider />
          {isClient && businessCode && locationCode ? (
            <MenuItemLink
              to="/business/$businessCode/$locationCode/account"
              params={{ businessCode, locationCode }}
              leftSection={<IconUser size={16} aria-hidden />}
            >
              <Trans>Account</Trans>
            </MenuItemLink>
          ) : null}
          {isClient && businessCode && locationCode ? (
            <MenuItemLink
              to="/business/$businessCode/$locationCode/account/progress"
              params={{ businessCode, locationCode }}
              leftSection={<IconChartLine size={16} aria-hidden />}
            >
              <Trans>Progress</Trans>
            </MenuItemLink>
          ) : null}
          {ROLE_NAV_ITEMS.filter((item) => user.roleGrants.some((grant) => (item.roles as readonly string[]).includes(grant.roleName))).map((item) => (
            <MenuItemLink key={item.id} to={item.to} leftSection={<item.icon size={16} aria-hidden />}>
              {i18n._(item.label)}
            </MenuItemLink>
          ))}
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut.start()}>
            <Trans>Sign out</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {signOut.dialog}
    </>
  );
}
