// The header's location selector (spec §2 "Screen behaviours"): a signed-in client sees the selected address and
// picks among saved ones (a separate chunk, like the other signed-in controls); a visitor goes to the
// select-location page of the business. Wide screens show it in the header row ('inline'); phones, whose header
// row is full, in a bar below it ('bar').
import { Trans } from '@lingui/react/macro';
import { IconMapPin } from '@tabler/icons-react';
import { Suspense } from 'react';
import { lazyWithCatalog } from '../../app/lazy-with-catalog.ts';
import { useSession } from '../../app/session.ts';
import type { SelectorVariant } from '../../features/location/components/SavedAddressSelector.tsx';
import { ButtonLink } from '../RouterLinks.tsx';
import type { BusinessCodes } from './nav-items.ts';

const SavedAddressSelector = lazyWithCatalog(() => import('../../features/location/components/SavedAddressSelector.tsx'));

export function LocationSelector({ codes, variant }: { codes: BusinessCodes; variant: SelectorVariant }) {
  const { status, user, activeGrant } = useSession();
  if (status !== 'ready') return null;
  if (user) {
    // Only a client has saved addresses; staff act for clients elsewhere.
    if (activeGrant?.roleName !== 'CLIENT') return null;
    return (
      <Suspense fallback={null}>
        <SavedAddressSelector clientId={activeGrant.targetId} codes={codes} variant={variant} />
      </Suspense>
    );
  }
  return (
    <ButtonLink
      to="/near/business/$businessCode"
      params={{ businessCode: codes.businessCode }}
      variant="subtle"
      color="gray"
      size="sm"
      px={variant === 'bar' ? 0 : undefined}
      leftSection={<IconMapPin size={18} aria-hidden />}
    >
      <Trans>Choose location</Trans>
    </ButtonLink>
  );
}
