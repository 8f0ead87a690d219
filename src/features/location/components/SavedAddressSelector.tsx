// The signed-in client's side of the header's location selector (spec §2): the selected address ('Apt' prefix,
// or 'No address available'), and a popover with the saved addresses as radios, the Default tag, an edit link
// each and Add Address. Choosing an address the location does not serve opens the service-area dialog.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Loader, Popover, Radio, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconMapPin, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useBusinessContext } from '../../../app/business-context.ts';
import { chooseAddress, useChosenAddressId } from '../../../app/selected-address.ts';
import { HrefAnchor, HrefButton } from '../../../components/HrefLink.tsx';
import { withAptPrefix } from '../../../domain/address-display.ts';
import { isStateServed, resolveSelectedAddress } from '../../../domain/location/selected-address.ts';
import { clientAddressesQueryOptions, type SavedAddress } from '../../../components/address/api/client-addresses.ts';
import { ServiceAreaDialog } from './ServiceAreaDialog.tsx';
import classes from './SavedAddressSelector.module.css';

type Codes = { readonly businessCode: string; readonly locationCode: string };

function accountAddressesPath(codes: Codes): string {
  return `/business/${encodeURIComponent(codes.businessCode)}/${encodeURIComponent(codes.locationCode)}/account/addresses`;
}

function AddressOptions({ addresses, selectedId, codes, onChoose }: { addresses: readonly SavedAddress[]; selectedId: string | null; codes: Codes; onChoose: (id: string) => void }) {
  const { t } = useLingui();
  const apt = t`Apt`;
  return (
    <Radio.Group value={selectedId} onChange={onChoose} label={t`Saved addresses`} labelProps={{ className: classes.groupLabel }}>
      <Stack gap="xs" mt="xs">
        {addresses.map((address) => {
          const line = withAptPrefix(address.addressLine1, apt);
          return (
            <Group key={address.id} justify="space-between" wrap="nowrap" align="flex-start" gap="xs" className={classes.option}>
              <Radio value={address.id} label={line} description={`${address.city}, ${address.state} ${address.zipcode}`} />
              <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                {address.isDefault ? (
                  <Badge size="sm" variant="light">
                    <Trans>Default</Trans>
                  </Badge>
                ) : null}
                <HrefAnchor href={`${accountAddressesPath(codes)}/${encodeURIComponent(address.id)}`} size="sm" aria-label={t`Edit ${line}`}>
                  <Trans>Edit</Trans>
                </HrefAnchor>
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}

export type SelectorVariant = 'inline' | 'bar';

type Props = { readonly clientId: string; readonly codes: Codes; readonly variant: SelectorVariant };

export default function SavedAddressSelector({ clientId, codes, variant }: Props) {
  const { t } = useLingui();
  const addresses = useQuery(clientAddressesQueryOptions(clientId));
  const chosenId = useChosenAddressId(clientId);
  const { location } = useBusinessContext();
  const [opened, setOpened] = useState(false);
  const [outsideArea, setOutsideArea] = useState<SavedAddress | null>(null);
  const pathname = useLocation({ select: (current) => current.pathname });
  // Following the edit or add link leaves the popover behind: close it on every page change.
  useEffect(() => setOpened(false), [pathname]);

  const list = addresses.data ?? [];
  const selected = resolveSelectedAddress(list, chosenId);
  const line = selected ? withAptPrefix(selected.addressLine1, t`Apt`) : t`No address available`;

  const choose = (id: string) => {
    chooseAddress(clientId, id);
    const address = list.find((entry) => entry.id === id);
    if (address && location && !isStateServed(address.state, location.states)) {
      setOpened(false);
      setOutsideArea(address);
    }
  };

  return (
    <>
      <Popover opened={opened} onChange={setOpened} position={variant === 'bar' ? 'bottom-start' : 'bottom-end'} width="min(360px, calc(100vw - 24px))" shadow="md" trapFocus withinPortal>
        <Popover.Target>
          <UnstyledButton className={classes.trigger} data-variant={variant} onClick={() => setOpened((open) => !open)} aria-label={t`Selected address: ${line}`}>
            <IconMapPin size={20} aria-hidden className={classes.pin} />
            <Text component="span" size="sm" fw={500} truncate>
              {addresses.isPending ? <Trans>Loading…</Trans> : line}
            </Text>
            <IconChevronDown size={14} aria-hidden className={classes.chevron} />
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="sm">
            {addresses.isPending ? (
              <Group justify="center" py="sm">
                <Loader size="sm" aria-label={t`Loading your addresses`} />
              </Group>
            ) : addresses.isError ? (
              <Stack gap="xs">
                <Text size="sm" role="alert">
                  <Trans>Your addresses could not be loaded.</Trans>
                </Text>
                <Group>
                  <Button size="xs" variant="light" onClick={() => void addresses.refetch()}>
                    <Trans>Try again</Trans>
                  </Button>
                </Group>
              </Stack>
            ) : list.length === 0 ? (
              <Text size="sm">
                <Trans>No address available</Trans>
              </Text>
            ) : (
              <AddressOptions addresses={list} selectedId={selected?.id ?? null} codes={codes} onChoose={choose} />
            )}
            <HrefButton href={`${accountAddressesPath(codes)}/add`} variant="light" size="sm" leftSection={<IconPlus size={16} aria-hidden />}>
              <Trans>Add Address</Trans>
            </HrefButton>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      {outsideArea && location ? (
        <ServiceAreaDialog
          businessCode={codes.businessCode}
          locationName={location.name}
          addressState={outsideArea.state}
          allowedStates={location.states}
          onClose={() => setOutsideArea(null)}
        />
      ) : null}
    </>
  );
}
