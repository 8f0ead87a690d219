import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { showInfoToast } from '../../../app/feedback.ts';
import type { AuthSearch } from '../search.ts';
import { keepRedirect } from '../search.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthLink } from './AuthLink.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

/** /auth/forgot-password and /auth/reset-password (the same screen, spec §2). */
export function ForgotPasswordScreen({ search }: { search: AuthSearch }) {
  const router = useRouter();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusTitle = useCallback(() => titleRef.current?.focus(), []);
  const passwordReset = useCallback(() => {
    showInfoToast(msg`Your password has been reset. Please log in with your new password.`);
    void router.navigate({ to: '/auth/login', search: keepRedirect(search), replace: true });
  }, [router, search]);

  return (
    <AuthCard title={<Trans>Reset your password</Trans>} titleRef={titleRef}>
      <ForgotPasswordForm onStepChange={focusTitle} onPasswordReset={passwordReset} />
      <Text size="sm" ta="center">
        <Trans>Remembered it?</Trans>{' '}
        <AuthLink to="/auth/login" search={search}>
          <Trans>Back to log in</Trans>
        </AuthLink>
      </Text>
    </AuthCard>
  );
}
