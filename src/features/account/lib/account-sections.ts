// The account area's sections (spec §2 account routes) as data: the desktop side nav and the phone list both
// read it, so the two can never disagree.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { IconAddressBook, IconChartLine, IconCreditCard, IconLock, IconUser, IconWallet } from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';

export type AccountSectionId = 'profile' | 'progress' | 'changePassword' | 'paymentOptions' | 'addresses' | 'wallet';

export type AccountSection = {
  id: AccountSectionId;
  label: MessageDescriptor;
  description: MessageDescriptor;
  icon: Icon;
  to:
    | '/business/$businessCode/$locationCode/account/profile'
    | '/business/$businessCode/$locationCode/account/progress'
    | '/business/$businessCode/$locationCode/account/change-password'
    | '/business/$businessCode/$locationCode/account/paymentOptions'
    | '/business/$businessCode/$locationCode/account/addresses'
    | '/business/$businessCode/$locationCode/account/wallet';
};

export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  {
    id: 'profile',
    label: msg`Profile`,
    description: msg`Name, phone, date of birth and time zone`,
    icon: IconUser,
    to: '/business/$businessCode/$locationCode/account/profile',
  },
  {
    id: 'progress',
    label: msg`Progress`,
    description: msg`Your weight and weekly treatment progress`,
    icon: IconChartLine,
    to: '/business/$businessCode/$locationCode/account/progress',
  },
  {
    id: 'changePassword',
    label: msg`Change password`,
    description: msg`Keep your account secure`,
    icon: IconLock,
    to: '/business/$businessCode/$locationCode/account/change-password',
  },
  {
    id: 'paymentOptions',
    label: msg`Payment options`,
    description: msg`Saved cards for your bookings`,
    icon: IconCreditCard,
    to: '/business/$businessCode/$locationCode/account/paymentOptions',
  },
  {
    id: 'addresses',
    label: msg`Addresses`,
    description: msg`Where we send your treatments`,
    icon: IconAddressBook,
    to: '/business/$businessCode/$locationCode/account/addresses',
  },
  {
    id: 'wallet',
    label: msg`Wallet`,
    description: msg`Balance, history and gift cards`,
    icon: IconWallet,
    to: '/business/$businessCode/$locationCode/account/wallet',
  },
];
