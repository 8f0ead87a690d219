import { Trans } from '@lingui/react/macro';
import { IconBuildingHospital } from '@tabler/icons-react';
import { HrefButton } from '../HrefLink.tsx';
import { StatusPage } from './StatusPage.tsx';

/** Shown when a business or location address does not exist (spec §8). */
export function InvalidBusinessPage({ retryHref }: { retryHref: string | null }) {
  return (
    <StatusPage
      icon={<IconBuildingHospital size={36} aria-hidden />}
      title={<Trans>We couldn't find this clinic</Trans>}
      actions={
        <>
          {retryHref ? (
            <HrefButton href={retryHref}>
              <Trans>Try again</Trans>
            </HrefButton>
          ) : null}
          <HrefButton href="/home" variant={retryHref ? 'default' : 'filled'}>
            <Trans>Go To Home</Trans>
          </HrefButton>
        </>
      }
    >
      <Trans>
        The link you followed does not lead to a business or location on Carebook. Check the address, or ask your
        clinic for its link.
      </Trans>
    </StatusPage>
  );
}
