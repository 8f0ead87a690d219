// Spec §5: postal codes and identifiers have spaces and symbols removed and are upper-cased.
export function cleanIdentifier(value: string): string {
  return value.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();
}
