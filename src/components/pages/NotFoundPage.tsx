import { Trans } from '@lingui/react/macro';
import { IconMapSearch } from '@tabler/icons-react';
import { storedBusinessPath } from '../../app/business-context.ts';
import { HrefButton } from '../HrefLink.tsx';
import { PageFrame } from '../layout/PageFrame.tsx';
import { StatusPage } from './StatusPage.tsx';

/** The router's not-found page (spec §2 catch-all). */
export function NotFoundPage() {
  return (
    <PageFrame>
      <StatusPage
        icon={<IconMapSearch size={36} aria-hidden />}
        title={<Trans>Oops, we couldn't find that page.</Trans>}
        actions={
          <HrefButton href={storedBusinessPath() ?? '/home'}>
            <Trans>Go To Home</Trans>
          </HrefButton>
        }
      >
        <Trans>The address may be mistyped, or the page may have moved.</Trans>
      </StatusPage>
    </PageFrame>
  );
}
