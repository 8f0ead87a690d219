// How a saved address reads on screen (spec §5: line 1 shown with the 'Apt' prefix). Pure; the caller passes
// the translated prefix.
import { withAptPrefix } from '../../domain/address-display.ts';

type DisplayedAddress = { addressLine1: string; addressLine2?: string | null; city: string; state: string; zipcode: string };

/** ['Apt 12 Harbor Street', 'Unit 4', 'Albany, NY 12207'], without an empty line 2. */
export function addressLines(address: DisplayedAddress, aptPrefix: string): string[] {
  const lines = [withAptPrefix(address.addressLine1, aptPrefix)];
  const second = address.addressLine2?.trim();
  if (second) lines.push(second);
  lines.push(`${address.city.trim()}, ${address.state} ${address.zipcode}`.trim());
  return lines;
}

/** The address on one line, for a radio label or a screen-reader name. */
export function addressOneLine(address: DisplayedAddress, aptPrefix: string): string {
  return addressLines(address, aptPrefix).join(', ');
}
