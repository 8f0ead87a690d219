// The admin console's navigation (issue 16): one typed table that the console's parts each add their entry to.
// `to` is a route of the app's route tree, so an entry compiles only once its route exists. The table's order is
// the navbar's order; `section` groups the entries under a heading.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { IconAffiliate, IconAppWindow, IconBox, IconBuildingStore, IconCalendarTime, IconCategory, IconCoin, IconForms, IconHelpCircle, IconHistory, IconHome, IconMapPin, IconPackage, IconSitemap, IconUserCheck, IconUsers, type Icon } from '@tabler/icons-react';
import type { FileRouteTypes } from '../../../routeTree.gen.ts';

export type AdminNavSection = 'clinic' | 'catalogue' | 'forms' | 'money' | 'work' | 'platform';

export type AdminNavItem = {
  /** A route of the app (checked by the compiler). */
  to: FileRouteTypes['to'];
  label: MessageDescriptor;
  icon: Icon;
  section: AdminNavSection;
  /** Marked as the current page only on its own address (the console's home), not on the pages below it. */
  exact?: boolean;
};

/** Headings of the sections, in the navbar's order. */
export const ADMIN_NAV_SECTIONS: readonly { id: AdminNavSection; label: MessageDescriptor }[] = [
  { id: 'clinic', label: msg({ message: 'Clinic', context: 'admin nav section' }) },
  { id: 'catalogue', label: msg({ message: 'Catalogue', context: 'admin nav section' }) },
  { id: 'forms', label: msg({ message: 'Forms and workflows', context: 'admin nav section' }) },
  { id: 'money', label: msg({ message: 'Money', context: 'admin nav section' }) },
  { id: 'work', label: msg({ message: 'Daily work', context: 'admin nav section' }) },
  { id: 'platform', label: msg({ message: 'Platform', context: 'admin nav section' }) },
];

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin', label: msg({ message: 'Overview', context: 'admin nav' }), icon: IconHome, section: 'clinic', exact: true },
  { to: '/admin/business', label: msg({ message: 'Business profile', context: 'admin nav' }), icon: IconBuildingStore, section: 'clinic' },
  { to: '/admin/locations', label: msg({ message: 'Locations', context: 'admin nav' }), icon: IconMapPin, section: 'clinic' },
  { to: '/admin/faq', label: msg({ message: 'FAQ', context: 'admin nav' }), icon: IconHelpCircle, section: 'clinic' },
  { to: '/admin/widget', label: msg({ message: 'Booking widget', context: 'admin nav' }), icon: IconAppWindow, section: 'clinic' },
  { to: '/admin/people', label: msg({ message: 'People', context: 'admin nav' }), icon: IconUsers, section: 'clinic' },
  { to: '/admin/affiliates', label: msg({ message: 'Affiliates', context: 'admin nav' }), icon: IconAffiliate, section: 'clinic' },
  { to: '/admin/providers', label: msg({ message: 'Provider approvals', context: 'admin nav' }), icon: IconUserCheck, section: 'clinic' },
  { to: '/admin/schedules', label: msg({ message: 'Provider schedules', context: 'admin nav' }), icon: IconCalendarTime, section: 'clinic' },
  { to: '/admin/audit', label: msg({ message: 'Audit log', context: 'admin nav' }), icon: IconHistory, section: 'clinic' },
  { to: '/admin/catalogue/categories', label: msg({ message: 'Categories', context: 'admin nav' }), icon: IconCategory, section: 'catalogue' },
  { to: '/admin/catalogue/products', label: msg({ message: 'Products', context: 'admin nav' }), icon: IconBox, section: 'catalogue' },
  { to: '/admin/forms', label: msg({ message: 'Forms', context: 'admin nav' }), icon: IconForms, section: 'forms' },
  { to: '/admin/workflows', label: msg({ message: 'Workflows', context: 'admin nav' }), icon: IconSitemap, section: 'forms' },
  { to: '/admin/money', label: msg({ message: 'Money', context: 'admin nav' }), icon: IconCoin, section: 'money' },
  { to: '/fulfilment', label: msg({ message: 'Fulfilment queue', context: 'admin nav' }), icon: IconPackage, section: 'work' },
];

/** The entries of one section, in the table's order. */
export function adminNavItemsOf(section: AdminNavSection, items: readonly AdminNavItem[] = ADMIN_NAV): AdminNavItem[] {
  return items.filter((item) => item.section === section);
}
