// The dialogs of a blocked add (spec §8 "Cart"): the service-area limitation listing the allowed states, the
// existing active order, and the same-category replacement. Loaded on demand with the first block.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useBusinessContext } from '../../../app/business-context.ts';
import { ButtonLink } from '../../../components/RouterLinks.tsx';
import type { CartError } from '../../../domain/cart/cart-types.ts';

export type CartBlock =
  | { readonly kind: 'notAllowedState'; readonly error: Extract<CartError, { type: 'notAllowedState' }> }
  | { readonly kind: 'existingBooking'; readonly error: Extract<CartError, { type: 'existingBooking' }>; readonly inCart: boolean }
  | { readonly kind: 'sameCategory'; readonly productName: string; readonly existingName: string }
  | { readonly kind: 'alreadyInCart'; readonly productName: string };

type Props = {
  readonly block: CartBlock;
  readonly onClose: () => void;
  readonly onReplace: () => void;
  readonly onRemove: () => void;
};

export default function CartBlockDialog({ block, onClose, onReplace, onRemove }: Props) {
  const { t, i18n } = useLingui();
  const { businessCode, locationCode } = useBusinessContext();
  if (block.kind === 'notAllowedState') {
    const { allowedStates, selectedState } = block.error.metadata;
    return (
      <Modal opened onClose={onClose} title={t`This service isn't available in your area`} centered closeButtonProps={{ 'aria-label': t`Close dialog` }}>
        <Stack>
          <Text size="sm">
            <Trans>Your address is in {selectedState}. This location serves clients in these states only:</Trans>
          </Text>
          <List size="sm" aria-label={t`Allowed states`}>
            {allowedStates.map((state) => (
              <List.Item key={state}>{state}</List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              <Trans>Close</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  if (block.kind === 'existingBooking') {
    const existing = block.error.metadata.existingOrderItem;
    const bookedOn = existing ? i18n.date(existing.createdAt, { dateStyle: 'medium' }) : '';
    return (
      <Modal opened onClose={onClose} title={existing ? t`You already have an active booking` : t`We couldn't check your bookings`} centered closeButtonProps={{ 'aria-label': t`Close dialog` }}>
        <Stack>
          {existing ? (
            <Text size="sm">
              <Trans>
                Booking {existing.displayId} for {existing.productName}, made on {bookedOn}, is still active. A new booking of this kind can
                be made once it is finished.
              </Trans>
            </Text>
          ) : (
            <Text size="sm">
              <Trans>Please check your internet connection and try again.</Trans>
            </Text>
          )}
          <Group justify="flex-end">
            {block.inCart ? (
              <Button variant="default" onClick={onRemove}>
                <Trans>Remove from cart</Trans>
              </Button>
            ) : null}
            {existing?.id && businessCode && locationCode ? (
              <ButtonLink
                to="/business/$businessCode/$locationCode/bookings/$bookingId/$singleBookingId"
                params={{ businessCode, locationCode, bookingId: existing.orderId, singleBookingId: existing.id }}
                variant="default"
                onClick={onClose}
              >
                <Trans>View booking</Trans>
              </ButtonLink>
            ) : null}
            <Button onClick={onClose} data-autofocus>
              <Trans>Close</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  if (block.kind === 'alreadyInCart') {
    const { productName } = block;
    return (
      <Modal opened onClose={onClose} title={t`Already in your cart`} centered closeButtonProps={{ 'aria-label': t`Close dialog` }}>
        <Stack>
          <Text size="sm">
            <Trans>{productName} is already in your cart. You can go on with it from there.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
            {businessCode && locationCode ? (
              <ButtonLink to="/business/$businessCode/$locationCode/cart" params={{ businessCode, locationCode }} onClick={onClose} data-autofocus>
                <Trans>View cart</Trans>
              </ButtonLink>
            ) : null}
          </Group>
        </Stack>
      </Modal>
    );
  }
  const { productName, existingName } = block;
  return (
    <Modal opened onClose={onClose} title={t`Replace the item in your cart?`} centered closeButtonProps={{ 'aria-label': t`Close dialog` }}>
      <Stack>
        <Text size="sm">
          <Trans>
            Your cart already has {existingName} from the same category, and one service per category can be booked at a time. Replace it
            with {productName}?
          </Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Keep</Trans>
          </Button>
          <Button onClick={onReplace} data-autofocus>
            <Trans>Replace</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
