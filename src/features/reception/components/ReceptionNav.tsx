// The front desk's own navigation (spec §2: home, clients, services, bookings): links, the current one marked
// for assistive technology by the router (aria-current) and for the eye by its filled look.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { IconCalendarEvent, IconHome, IconStethoscope, IconUsers, type Icon } from '@tabler/icons-react';
import { useMatchRoute } from '@tanstack/react-router';
import { ButtonLink } from '../../../components/RouterLinks.tsx';

type ReceptionSection = { to: '/receptionist' | '/receptionist/clients' | '/receptionist/services' | '/receptionist/bookings'; label: MessageDescriptor; icon: Icon; exact: boolean };

const SECTIONS: readonly ReceptionSection[] = [
  { to: '/receptionist', label: msg({ message: 'Home', context: 'front desk' }), icon: IconHome, exact: true },
  { to: '/receptionist/clients', label: msg`Clients`, icon: IconUsers, exact: false },
  { to: '/receptionist/services', label: msg`Services`, icon: IconStethoscope, exact: false },
  { to: '/receptionist/bookings', label: msg({ message: 'Bookings', context: 'front desk' }), icon: IconCalendarEvent, exact: false },
];

export function ReceptionNav() {
  const { t, i18n } = useLingui();
  const matchRoute = useMatchRoute();
  return (
    <Group component="nav" aria-label={t`Front desk`} gap={6} mb="lg" wrap="wrap">
      {SECTIONS.map((section) => {
        const active = Boolean(matchRoute({ to: section.to, fuzzy: !section.exact }));
        const SectionIcon = section.icon;
        return (
          <ButtonLink
            key={section.to}
            to={section.to}
            size="compact-md"
            variant={active ? 'light' : 'subtle'}
            color={active ? undefined : 'gray'}
            leftSection={<SectionIcon size={18} aria-hidden />}
            activeOptions={{ exact: section.exact }}
          >
            {i18n._(section.label)}
          </ButtonLink>
        );
      })}
    </Group>
  );
}
