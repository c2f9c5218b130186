/**
 * The search term for a name typed on a TLD's page: trimmed, with the TLD appended unless the
 * visitor typed it (or another ending) already. Empty input gives an empty term.
 */
export function searchTermFor(input: string, tld: string): string {
  const name = input.trim().replace(/\.+$/, '');
  if (!name) return '';
  if (name.includes('.')) return name;
  return `${name}.${tld.replace(/^\./, '')}`;
}
