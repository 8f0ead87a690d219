// The mobile Profile tab for a signed-in person opens the account menu (a separate chunk, like the header's).
import { Trans } from '@lingui/react/macro';
import { UnstyledButton } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { UserMenu } from './UserMenu.tsx';

export default function ProfileTabMenu({ className }: { className?: string }) {
  // The tab is lit while an account screen is open, as the other tabs are on their pages.
  const onAccount = useLocation({ select: (location) => /^\/business\/[^/]+\/[^/]+\/account(\/|$)/.test(location.pathname) });
  return (
    <UserMenu
      position="top-end"
      target={
        <UnstyledButton className={className} data-status={onAccount ? 'active' : undefined}>
          <IconUserCircle size={24} aria-hidden />
          <span>
            <Trans>Profile</Trans>
          </span>
        </UnstyledButton>
      }
    />
  );
}
