import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useGuardedSignOut } from '../../../components/GuardedSignOut.tsx';

/** Signs out (the page reloads when done); the button shows progress meanwhile. */
export function SignOutButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useGuardedSignOut();
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconLogout size={18} aria-hidden />}
        fullWidth={fullWidth}
        justify={fullWidth ? 'center' : 'flex-start'}
        loading={signingOut}
        onClick={() => {
          setSigningOut(true);
          void signOut.start().finally(() => setSigningOut(false));
        }}
      >
        <Trans>Sign out</Trans>
      </Button>
      {signOut.dialog}
    </>
  );
}
