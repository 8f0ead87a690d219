import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { usableBusinessPicture } from '../../app/business-context.ts';
import type { ContextBusiness } from '../../app/business-context.ts';
import type { BusinessCodes } from './nav-items.ts';
import classes from './Header.module.css';

/** Business logo and name, leading to the location's home (spec §2); Carebook itself outside a business. */
export function BusinessBrand({ business, codes }: { business: ContextBusiness | null; codes: BusinessCodes | null }) {
  const { t } = useLingui();
  if (!business || !codes) {
    return (
      <Link to="/home" className={classes.brand} aria-label={t`Carebook home`}>
        <Group gap="xs" wrap="nowrap">
          <Avatar src="/favicon.svg" alt="" size={32} radius="sm" />
          {/* On the narrowest phones the logo alone leaves room for the language and login controls. */}
          <Text fw={700} size="lg" visibleFrom="xs">
            <Trans>Carebook</Trans>
          </Text>
        </Group>
      </Link>
    );
  }
  const picture = usableBusinessPicture(business.pictureUrl);
  return (
    <Link to="/business/$businessCode/$locationCode" params={codes} className={classes.brand}>
      <Group gap="xs" wrap="nowrap">
        {/* The name beside it says it all, so the logo is decorative. */}
        <Avatar src={picture} alt="" size={32} radius="sm" color="clinicTeal">
          {business.name.charAt(0).toUpperCase()}
        </Avatar>
        {/* The whole name, on two lines when the header is narrow (never cut to 'Carebook D…'). */}
        <Text fw={700} size="md" lh={1.2} lineClamp={2} className={classes.brandName}>
          {business.name}
        </Text>
      </Group>
    </Link>
  );
}
