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
        {/* The xl container: at 1280 px the business name, the nav, the location and the controls all fit. */}
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <BusinessBrand business={business} codes={codes} />
            {codes ? (
              <Group component="nav" aria-label={t`Main`} gap={2} visibleFrom="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
                {BUSINESS_NAV_ITEMS.map((item) => (
                  <Link key={item.id} to={item.to} params={codes} className={classes.navLink} activeOptions={{ exact: item.exact }}>
                    <item.icon size={18} aria-hidden />
                    {i18n._(item.label)}
                  </Link>
                ))}
              </Group>
            ) : null}
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              {codes ? (
                <Box visibleFrom="lg">
                  <LocationSelector codes={codes} variant="inline" />
                </Box>
              ) : null}
              {/* Inside a business, phones choose the language in the bar below, leaving the header room for the name. */}
              {codes ? (
                <Box visibleFrom="sm">
                  <LanguageSwitcher />
                </Box>
              ) : (
                <LanguageSwitcher />
              )}
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
        // A landmark of its own, so nothing on the page sits outside one (axe 'region').
        <Box component="section" aria-label={t`Location and language`} hiddenFrom="lg" className={classes.locationBar}>
          <Container size="xl" w="100%">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <LocationSelector codes={codes} variant="bar" />
              <Box hiddenFrom="sm">
                <LanguageSwitcher />
              </Box>
            </Group>
          </Container>
        </Box>
      ) : null}
    </>
  );
}
