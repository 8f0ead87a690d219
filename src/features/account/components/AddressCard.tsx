// One saved address (spec §2 /account/addresses): line 1 with the 'Apt' prefix, the Default badge, and edit,
// make default and remove (after a confirmation).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack } from '@mantine/core';
import { IconPencil, IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { addressOneLine } from '../../../components/address/address-lines.ts';
import { savedAddressInput } from '../../../components/address/address-form-values.ts';
import { AddressLines, APT_PREFIX } from '../../../components/address/AddressLines.tsx';
import type { SavedAddress } from '../../../components/address/api/client-addresses.ts';
import { useRemoveClientAddressMutation } from '../../../components/address/api/remove-client-address.ts';
import { useUpdateClientAddressMutation } from '../../../components/address/api/update-client-address.ts';
import type { BusinessCodes } from '../../../components/layout/nav-items.ts';
import { ButtonLink } from '../../../components/RouterLinks.tsx';
import { runAccountAction } from '../lib/run-action.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

type AddressCardProps = { codes: BusinessCodes; clientId: string; address: SavedAddress };

export function AddressCard({ codes, clientId, address }: AddressCardProps) {
  const { t, i18n } = useLingui();
  const update = useUpdateClientAddressMutation();
  const remove = useRemoveClientAddressMutation();
  const [confirming, setConfirming] = useState(false);
  const name = addressOneLine(address, i18n._(APT_PREFIX));

  const makeDefault = () =>
    runAccountAction(
      () => update.mutateAsync({ clientAddressId: address.id, clientId, addressInput: savedAddressInput(address), defaultAddress: true }),
      msg`Default address updated.`,
    );
  const confirmRemove = async () => {
    const removed = await runAccountAction(() => remove.mutateAsync({ clientAddressId: address.id, clientId }), msg`Address removed.`);
    if (removed) setConfirming(false);
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <AddressLines address={address} />
          {address.isDefault ? (
            <Badge variant="light" color="clinicTeal" style={{ flexShrink: 0 }}>
              <Trans>Default</Trans>
            </Badge>
          ) : null}
        </Group>
        <Group gap="xs">
          <ButtonLink
            to="/business/$businessCode/$locationCode/account/addresses/$addressId"
            params={{ ...codes, addressId: address.id }}
            variant="default"
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={t`Edit ${name}`}
          >
            <Trans>Edit</Trans>
          </ButtonLink>
          {address.isDefault ? null : (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconStar size={14} aria-hidden />}
              loading={update.isPending}
              onClick={() => void makeDefault()}
              aria-label={t`Make ${name} the default address`}
            >
              <Trans>Make default</Trans>
            </Button>
          )}
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => setConfirming(true)}
            aria-label={t`Remove ${name}`}
          >
            <Trans>Remove</Trans>
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={<Trans>Remove this address?</Trans>}
        message={
          address.isDefault ? (
            <Trans>{name} will be removed. Your newest other address becomes the default.</Trans>
          ) : (
            <Trans>{name} will be removed from your saved addresses.</Trans>
          )
        }
        confirmLabel={<Trans>Remove address</Trans>}
        pending={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
