// The address form's save: add a new address, or update the one being edited.
import type { AddressInput } from '../../domain/validation/address.ts';
import { useAddClientAddressMutation } from './api/add-client-address.ts';
import type { SavedAddress } from './api/client-addresses.ts';
import { useUpdateClientAddressMutation } from './api/update-client-address.ts';

type SaveVariables = { addressInput: AddressInput; makeDefault: boolean };

export function useSaveAddress(clientId: string, address: SavedAddress | undefined) {
  const add = useAddClientAddressMutation();
  const update = useUpdateClientAddressMutation();
  const mutateAsync = ({ addressInput, makeDefault }: SaveVariables): Promise<SavedAddress> =>
    address
      ? update.mutateAsync({ clientAddressId: address.id, clientId, addressInput, defaultAddress: makeDefault || null })
      : add.mutateAsync({ clientId, addressInput, defaultAddress: makeDefault });
  return { mutateAsync, isPending: add.isPending || update.isPending };
}
