import type { Rrset } from '../records/rrset';

/**
 * The order RRsets are listed in (exports, diffs): names in DNS canonical order (RFC 4034 §6.1,
 * the apex first, then each name before the names below it, compared label by label from the
 * right), then the type name. Stable for equal inputs, so the same zone always reads the same.
 */
export function compareRrsets(a: Pick<Rrset, 'name' | 'type'>, b: Pick<Rrset, 'name' | 'type'>): number {
  return compareNames(a.name, b.name) || compareText(a.type.toUpperCase(), b.type.toUpperCase());
}

export function compareNames(a: string, b: string): number {
  const left = labelsFromRight(a);
  const right = labelsFromRight(b);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const order = compareText(left[index]!, right[index]!);
    if (order !== 0) return order;
  }
  return left.length - right.length;
}

function labelsFromRight(name: string): string[] {
  return name.toLowerCase().replace(/\.$/, '').split('.').filter(Boolean).reverse();
}

/** Plain code-unit order, independent of the runtime's locale. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
