// "Add to cart" on a service (spec §4 "Cart"): runs the blocking rules in the spec's order, shows the dialog or
// toast of a block, and after adding leads to the item's pre-assessment when its workflow has one, else to the
// cart. The rules (with the workflow validator) and the dialogs load on the first click.
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { businessContext } from '../../../app/business-context.ts';
import { showErrorToast } from '../../../app/feedback.ts';
import type { CartStoreProduct } from '../../../app/cart/create-cart-store.ts';
import type { CartBlock } from './CartBlockDialog.tsx';

const CartBlockDialog = lazy(() => import('./CartBlockDialog.tsx'));

/** The product as the catalogue's product query returns it (extra fields are ignored). */
export type AddToCartProductInput = {
  readonly id: string;
  readonly name: string;
  readonly categories: readonly { readonly id: string; readonly name?: string }[];
  readonly forms: readonly { readonly id: string; readonly type?: string | null }[];
  readonly images?: readonly { readonly url: string }[];
};

// spec §8: key cart.canNotAddToCartMsg.
const cannotAddMessage = msg`This service can't be added right now. Please contact the clinic.`;

function toCartProduct(product: AddToCartProductInput): CartStoreProduct {
  return {
    id: product.id,
    name: product.name,
    categories: product.categories.map((category) => ({ id: category.id, ...(category.name ? { name: category.name } : {}) })),
    forms: product.forms.map((form) => ({ id: form.id, type: form.type ?? '' })),
    imageUrl: product.images?.[0]?.url ?? null,
  };
}

export function AddToCartButton({ product, locationId }: { product: AddToCartProductInput; locationId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [block, setBlock] = useState<CartBlock | null>(null);
  const cartProduct = toCartProduct(product);

  const goOn = (needsPreAssessment: boolean) => {
    const { businessCode, locationCode } = businessContext;
    if (!businessCode || !locationCode) return;
    if (needsPreAssessment) {
      void navigate({ to: '/business/$businessCode/$locationCode/assessment/$productId', params: { businessCode, locationCode, productId: product.id } });
    } else {
      void navigate({ to: '/business/$businessCode/$locationCode/cart', params: { businessCode, locationCode } });
    }
  };

  const onAdd = async () => {
    setBusy(true);
    try {
      const { addToCart } = await import('../lib/add-to-cart.ts');
      const { cart } = await import('../../../app/cart/cart-store.ts');
      const outcome = await addToCart(queryClient, cartProduct, locationId);
      if (outcome.kind === 'added') return goOn(outcome.needsPreAssessment);
      const { decision } = outcome;
      if (decision.reason === 'invalidConfiguration') return showErrorToast(cannotAddMessage);
      if (decision.reason === 'alreadyInCart') return setBlock({ kind: 'alreadyInCart', productName: product.name });
      const { error } = decision;
      if (error.type === 'notAllowedState') return setBlock({ kind: 'notAllowedState', error });
      if (error.type === 'existingBooking') {
        return setBlock({ kind: 'existingBooking', error, inCart: cart.items.some((item) => item.product.id === product.id) });
      }
      const existing = decision.reason === 'cannotAddItemsFromSameCategory' ? cart.items.find((item) => item.product.id === decision.replaces) : undefined;
      setBlock({ kind: 'sameCategory', productName: product.name, existingName: existing?.product.name ?? '' });
    } finally {
      setBusy(false);
    }
  };

  const onReplace = async () => {
    setBlock(null);
    const { replaceInCart } = await import('../lib/add-to-cart.ts');
    const outcome = await replaceInCart(queryClient, cartProduct);
    if (outcome?.kind === 'added') goOn(outcome.needsPreAssessment);
    else showErrorToast(cannotAddMessage);
  };

  const onRemove = async () => {
    setBlock(null);
    const { cartActions } = await import('../../../app/cart/app-cart-actions.ts');
    cartActions.remove(product.id);
  };

  return (
    <>
      <Button size="md" loading={busy} onClick={() => void onAdd()}>
        <Trans>Add to cart</Trans>
      </Button>
      {block ? (
        <Suspense fallback={null}>
          <CartBlockDialog block={block} onClose={() => setBlock(null)} onReplace={() => void onReplace()} onRemove={() => void onRemove()} />
        </Suspense>
      ) : null}
    </>
  );
}
