import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Container, Group } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { ContextBusiness } from '../../app/business-context.ts';
import { loginHref } from '../../app/login-href.ts';
import { useSession } from '../../app/session.ts';
import { HrefButton } from '../HrefLink.tsx';
import { BusinessBrand } from './BusinessBrand.tsx';
import { CartLink } from './CartLink.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { LocationSelector } from './LocationSelector.tsx';
import { BUSINESS_NAV_ITEMS } from './nav-items.ts';
import type { BusinessCodes } from './nav-items.ts';
import classes from './Header.module.css';

const SignedInControls = lazy(() => import('./SignedInControls.tsx'));

export function Header({ business, codes }: { business: ContextBusiness | null; codes: BusinessCodes | null }) {
  const { t, i18n } = useLingui();
  const { status, user } = useSession();
  const location = useLocation();
  return (
    <>
      <header className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <BusinessBrand business={business} codes={codes} />
            {codes ? (
              <Group component="nav" aria-label={t`Main`} gap={2} visibleFrom="sm" wrap="nowrap">
                {BUSINESS_NAV_ITEMS.map((item) => (
                  <Link key={item.id} to={item.to} params={codes} className={classes.navLink} activeOptions={{ exact: item.exact }}>
                    <item.icon size={18} aria-hidden />
                    {i18n._(item.label)}
                  </Link>
                ))}
              </Group>
            ) : null}
            <Group gap="xs" wrap="nowrap">
              {codes ? (
                <Box visibleFrom="md">
                  <LocationSelector codes={codes} variant="inline" />
                </Box>
              ) : null}
              <LanguageSwitcher />
              {codes ? <CartLink codes={codes} /> : null}
              {user ? (
                <Suspense fallback={null}>
                  <SignedInControls />
                </Suspense>
              ) : status === 'ready' ? (
                // On phones inside a business the tab bar offers Login, leaving the header room for the name.
                <HrefButton href={loginHref(location.href)} size="sm" visibleFrom={codes ? 'sm' : undefined}>
                  <Trans>Login</Trans>
                </HrefButton>
              ) : null}
            </Group>
          </Group>
        </Container>
      </header>
      {codes ? (
        // Below the header and not sticky: on phones it scrolls away with the page instead of taking its height.
        <Box hiddenFrom="md" className={classes.locationBar}>
          <Container size="lg">
            <LocationSelector codes={codes} variant="bar" />
          </Container>
        </Box>
      ) : null}
    </>
  );
}
