import { Trans, useLingui } from '@lingui/react/macro';
import { IconUserCircle } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { loginHref } from '../../app/login-href.ts';
import { useSession } from '../../app/session.ts';
import { HrefAnchorPlain } from '../HrefLink.tsx';
import { BUSINESS_NAV_ITEMS } from './nav-items.ts';
import type { BusinessCodes } from './nav-items.ts';
import classes from './BottomTabBar.module.css';

const ProfileTabMenu = lazy(() => import('./ProfileTabMenu.tsx'));

/** Phone navigation below 768 px (spec §2, §9): the business tabs plus Profile, which is mobile only. */
export function BottomTabBar({ codes }: { codes: BusinessCodes }) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const location = useLocation();
  return (
    <nav className={classes.bar} aria-label={t`Tabs`}>
      {BUSINESS_NAV_ITEMS.map((item) => (
        <Link key={item.id} to={item.to} params={codes} className={classes.tab} activeOptions={{ exact: item.exact }}>
          <item.icon size={24} aria-hidden />
          <span>{i18n._(item.label)}</span>
        </Link>
      ))}
      {user ? (
        <Suspense fallback={null}>
          <ProfileTabMenu className={classes.tab} />
        </Suspense>
      ) : (
        <HrefAnchorPlain href={loginHref(location.href)} className={classes.tab}>
          <IconUserCircle size={24} aria-hidden />
          <span>
            <Trans>Login</Trans>
          </span>
        </HrefAnchorPlain>
      )}
    </nav>
  );
}
