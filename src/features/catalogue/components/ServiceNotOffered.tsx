import { Trans } from '@lingui/react/macro';
import { IconMapPinOff } from '@tabler/icons-react';
import type { BusinessCodes } from '../../../components/layout/nav-items.ts';
import { StatusPage } from '../../../components/pages/StatusPage.tsx';
import { ButtonLink } from '../../../components/RouterLinks.tsx';

/** A service id that this location does not sell (or that does not exist): say so kindly and lead back. */
export function ServiceNotOffered({ codes, locationName }: { codes: BusinessCodes; locationName: string }) {
  return (
    <StatusPage
      icon={<IconMapPinOff size={36} aria-hidden />}
      title={<Trans>This service isn't offered at this location</Trans>}
      actions={
        <ButtonLink to="/business/$businessCode/$locationCode/services" params={codes} search={{}}>
          <Trans>See the services at {locationName}</Trans>
        </ButtonLink>
      }
    >
      <Trans>It may be available at another location, or it may no longer be offered.</Trans>
    </StatusPage>
  );
}
