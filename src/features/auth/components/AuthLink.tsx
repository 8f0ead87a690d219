import { Anchor, type AnchorProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AuthSearch } from '../search.ts';
import { keepRedirect } from '../search.ts';

type AuthLinkProps = AnchorProps & {
  to: '/auth/login' | '/auth/signup' | '/auth/forgot-password';
  /** The current screen's search: the redirect address travels along, nothing else. */
  search: AuthSearch;
  children: ReactNode;
};

/** A link between the auth screens that keeps the way back (redirectUrl). */
export function AuthLink({ to, search, children, ...anchorProps }: AuthLinkProps) {
  return (
    <Anchor {...anchorProps} renderRoot={(props) => <Link {...props} to={to} search={keepRedirect(search)} />}>
      {children}
    </Anchor>
  );
}
