// The business navigation as data: header links and the mobile tab bar both read it. A row is added when its
// screen exists (Categories with the catalogue issue, Bookings with the bookings issue), never before, so no
// link leads to an empty page.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { IconCalendarEvent, IconCategory, IconHelpCircle, IconHome, IconPackage, IconStethoscope } from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';

export type BusinessNavItem = {
  id: 'home' | 'categories' | 'bookings' | 'faq';
  label: MessageDescriptor;
  icon: Icon;
  to:
    | '/business/$businessCode/$locationCode'
    | '/business/$businessCode/$locationCode/services'
    | '/business/$businessCode/$locationCode/bookings'
    | '/business/$businessCode/$locationCode/FAQ';
  /** Home is active only on itself, not on every page below it. */
  exact: boolean;
};

export const BUSINESS_NAV_ITEMS: readonly BusinessNavItem[] = [
  { id: 'home', label: msg`Home`, icon: IconHome, to: '/business/$businessCode/$locationCode', exact: true },
  // Spec §2 calls the services list 'Categories' in the navigation; it is active on every service page too.
  {
    id: 'categories',
    label: msg`Categories`,
    icon: IconCategory,
    to: '/business/$businessCode/$locationCode/services',
    exact: false,
  },
  // Private: a visitor who is not signed in is taken to log in first (the route's guard).
  // Its own message (context 'navigation'): a tab label must be short in every language (pt 'Agenda').
  { id: 'bookings', label: msg({ message: 'Bookings', context: 'navigation' }), icon: IconCalendarEvent, to: '/business/$businessCode/$locationCode/bookings', exact: false },
  { id: 'faq', label: msg`FAQ`, icon: IconHelpCircle, to: '/business/$businessCode/$locationCode/FAQ', exact: false },
];

/** Areas of a role outside any business (the provider console), offered in the account menu to whoever holds the role. */
export const ROLE_NAV_ITEMS = [
  { id: 'consultations', roles: ['HEALTHCARE_PROVIDER'], label: msg`Consultations`, icon: IconStethoscope, to: '/hcp' },
  // The fulfilment queue (issue 11): the business's admins and service providers.
  { id: 'fulfilment', roles: ['BUSINESS_ADMIN', 'SERVICE_PROVIDER'], label: msg`Medication orders`, icon: IconPackage, to: '/fulfilment' },
  { id: 'frontDesk', roles: ['RECEPTIONIST'], label: msg`Front desk`, icon: IconCalendarEvent, to: '/receptionist' },
] as const satisfies readonly { id: string; roles: readonly string[]; label: MessageDescriptor; icon: Icon; to: string }[];

export type BusinessCodes = { businessCode: string; locationCode: string };
