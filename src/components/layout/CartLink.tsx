// The header's cart icon with the number of items; small on purpose (the cart store is pure operations over
// valtio and idb-keyval, both already in the shell).
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import type { ActionIconProps } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { useCart } from '../../app/cart/cart-store.ts';
import { formatBadgeCount } from './badge-count.ts';
import type { BusinessCodes } from './nav-items.ts';
import classes from './CartLink.module.css';

type AnchorElementProps = AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

const ActionIconLink = createLink((props: ActionIconProps & AnchorElementProps) => <ActionIcon component="a" {...props} />);

export function CartLink({ codes }: { codes: BusinessCodes }) {
  const { t } = useLingui();
  const { items } = useCart();
  const count = items.length;
  const label = t({ message: plural(count, { 0: 'Cart, empty', one: 'Cart, # item', other: 'Cart, # items' }) });
  const shown = formatBadgeCount(count);
  return (
    <ActionIconLink to="/business/$businessCode/$locationCode/cart" params={codes} variant="subtle" size="lg" aria-label={label} className={classes.link}>
      <IconShoppingCart size={22} aria-hidden />
      {shown ? (
        <span className={classes.count} aria-hidden>
          {shown}
        </span>
      ) : null}
    </ActionIconLink>
  );
}
