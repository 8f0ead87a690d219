// The auth layout's loader: which business frames the auth screens and where they lead afterwards.
import type { QueryClient } from '@tanstack/react-query';
import { businessContext, setBusinessContext, storedBusinessPath } from '../../../app/business-context.ts';
import type { ContextBusiness } from '../../../app/business-context.ts';
import { businessAndLocationQueryOptions } from '../../../app/api/decode-business-and-location.ts';
import { readApiError } from '../../../components/form/api-error.ts';
import { acceptedRedirect, authBusinessCodes, businessCodesOf, type BusinessCodes } from './redirect.ts';

export type AuthBusiness = {
  business: ContextBusiness | null;
  codes: BusinessCodes | null;
  /** Where login, sign-up and reset lead: the safe redirect address, the stored business, or /home. */
  redirectTo: string;
};

export async function loadAuthBusiness(queryClient: QueryClient, redirectUrl: string | undefined): Promise<AuthBusiness> {
  const accepted = acceptedRedirect(redirectUrl);
  const codes = authBusinessCodes(accepted, businessContext);
  const fallback = () => storedBusinessPath() ?? '/home';
  if (!codes) return { business: null, codes: null, redirectTo: accepted ?? fallback() };
  try {
    // An unknown business is shown by the layout itself, not as a toast.
    const options = businessAndLocationQueryOptions(codes.businessCode, codes.locationCode, { toastErrors: false });
    const data = await queryClient.ensureQueryData(options);
    // The business the person signs in to becomes the visited one: its organization picks the role grant.
    setBusinessContext(data.business, data.location);
    return { business: data.business, codes, redirectTo: accepted ?? fallback() };
  } catch (error) {
    const { code } = readApiError(error);
    if (code === 'BUSINESS_NOT_FOUND' || code === 'LOCATION_NOT_FOUND') {
      // An address naming an unknown business is no way back either; an unknown stored one is forgotten here.
      const namesUnknownBusiness = businessCodesOf(accepted) !== null;
      return { business: null, codes: null, redirectTo: namesUnknownBusiness ? '/home' : (accepted ?? '/home') };
    }
    // Offline without a cached copy: keep the way back, show the screens without the business's branding.
    return { business: null, codes: null, redirectTo: accepted ?? fallback() };
  }
}
