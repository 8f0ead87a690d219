import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { signOut } from '../../../app/session.ts';

/** Signs out (the page reloads when done); the button shows progress meanwhile. */
export function SignOutButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const [signingOut, setSigningOut] = useState(false);
  return (
    <Button
      variant="default"
      leftSection={<IconLogout size={18} aria-hidden />}
      fullWidth={fullWidth}
      justify={fullWidth ? 'center' : 'flex-start'}
      loading={signingOut}
      onClick={() => {
        setSigningOut(true);
        void signOut();
      }}
    >
      <Trans>Sign out</Trans>
    </Button>
  );
}
