// Spec §5: address line 1 is shown prefixed with 'Apt'. The prefix is a parameter because it is a visible,
// translated word; a line that already starts with it is not prefixed twice.
export function withAptPrefix(addressLine1: string, prefix: string): string {
  const line = addressLine1.trim();
  if (line === '') return '';
  const label = prefix.trim();
  if (label === '') return line;
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (new RegExp(`^${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(line)) return line;
  return `${label} ${line}`;
}
