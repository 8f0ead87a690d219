import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useBusinessContext } from '../../app/business-context.ts';
import type { ContextBusiness } from '../../app/business-context.ts';
import { BottomTabBar } from './BottomTabBar.tsx';
import { CallPromptSlot } from './CallPromptSlot.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import type { BusinessCodes } from './nav-items.ts';
import { OfflineIndicator } from './OfflineIndicator.tsx';
import { InsideAppLayout } from './PageFrame.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';
import classes from './AppLayout.module.css';

type AppLayoutProps = {
  /** The business shown in the header and footer; defaults to the one being visited (business context). */
  business?: ContextBusiness | null;
  codes?: BusinessCodes | null;
  children: ReactNode;
};

/**
 * The page frame: skip link, header, the main landmark, footer and (with a business, on phones) the tab bar.
 * Layout routes render it around their <Outlet />; the auth layout passes the business it resolved.
 */
export function AppLayout({ business, codes, children }: AppLayoutProps) {
  const context = useBusinessContext();
  const shownBusiness = business === undefined ? context.business : business;
  const shownCodes =
    codes === undefined
      ? shownBusiness && context.businessCode && context.locationCode
        ? { businessCode: context.businessCode, locationCode: context.locationCode }
        : null
      : codes;
  return (
    <div className={classes.shell} data-with-tabs={shownCodes ? '' : undefined}>
      <SkipLink />
      <Header business={shownBusiness} codes={shownCodes} />
      <OfflineIndicator />
      <CallPromptSlot />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <InsideAppLayout value={true}>{children}</InsideAppLayout>
      </Box>
      <Footer business={shownBusiness} codes={shownCodes} />
      {shownCodes ? <BottomTabBar codes={shownCodes} /> : null}
    </div>
  );
}
