// The business and location the person is visiting (spec §1, §2). Codes persist in local storage so that
// `/` and login can lead back to the same business; the decoded data lives here for the header and transport.
import { proxy, useSnapshot } from 'valtio';
import { rememberOrganization } from './stored-organization.ts';

export type ContextBusiness = {
  id: string;
  shortId: string;
  name: string;
  pictureUrl?: string | null;
  tagline?: string | null;
  description?: string | null;
  organizationId: string;
  supportEmail?: string | null;
  supportPhone?: string | null;
  /** Terms and privacy on an external site (spec §2 footer): a business setting. */
  termsUrl?: string | null;
  privacyUrl?: string | null;
};

export type ContextLocation = {
  id: string;
  shortId: string;
  name: string;
  states: readonly string[];
  timezone: string;
};

type BusinessContextState = {
  businessCode: string | null;
  locationCode: string | null;
  business: ContextBusiness | null;
  location: ContextLocation | null;
};

const BUSINESS_CODE_KEY = 'businessCode';
const LOCATION_CODE_KEY = 'locationCode';

function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Private mode or storage full: the codes then live for this page only.
  }
}

export const businessContext = proxy<BusinessContextState>({
  businessCode: readStorage(BUSINESS_CODE_KEY),
  locationCode: readStorage(LOCATION_CODE_KEY),
  business: null,
  location: null,
});

const changeListeners = new Set<() => void>();

/** Runs when the person moves to another business or location (the cart empties itself here). */
export function onBusinessChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** Records the decoded business and location; listeners hear about a change of business or location. */
export function setBusinessContext(business: ContextBusiness, location: ContextLocation): void {
  const changed =
    (businessContext.businessCode !== null && businessContext.businessCode !== business.shortId) ||
    (businessContext.locationCode !== null && businessContext.locationCode !== location.shortId);
  businessContext.businessCode = business.shortId;
  businessContext.locationCode = location.shortId;
  businessContext.business = business;
  businessContext.location = location;
  writeStorage(BUSINESS_CODE_KEY, business.shortId);
  writeStorage(LOCATION_CODE_KEY, location.shortId);
  rememberOrganization(business.organizationId);
  if (changed) for (const listener of changeListeners) listener();
}

const RANDOM_PICTURE = 'RANDOM';

/** The business picture usable as logo or favicon; 'RANDOM' is a seed marker, not an address (spec §1). */
export function usableBusinessPicture(pictureUrl: string | null | undefined): string | null {
  if (!pictureUrl || pictureUrl === RANDOM_PICTURE) return null;
  return pictureUrl;
}

/** Path of the stored business's home, or null when none is known yet. */
export function storedBusinessPath(): string | null {
  const { businessCode, locationCode } = businessContext;
  if (!businessCode || !locationCode) return null;
  return `/business/${encodeURIComponent(businessCode)}/${encodeURIComponent(locationCode)}`;
}

export function useBusinessContext() {
  return useSnapshot(businessContext);
}
