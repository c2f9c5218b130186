import type { LocalRecord } from './local-zone';

/** Spec §3: sorting asc or desc; grouping by type or name. */
export type GroupBy = 'type' | 'name';
export type SortDirection = 'asc' | 'desc';

export interface RecordGroup {
  /** The type or the owner name the group's records share. */
  key: string;
  records: LocalRecord[];
}

/** "@" (the apex) first, then names by their labels from the right: www.example sorts beside example. */
function nameKey(name: string): string {
  const trimmed = name.trim().toLowerCase();
  if (trimmed === '' || trimmed === '@') return '';
  return trimmed.split('.').reverse().join('.');
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compareBy(groupBy: GroupBy, a: LocalRecord, b: LocalRecord): number {
  const byName = collator.compare(nameKey(a.content.name), nameKey(b.content.name));
  const byType = collator.compare(a.content.type, b.content.type);
  return groupBy === 'type' ? byType : byName;
}

/**
 * The records in groups of one type (or one owner name), groups and records in the chosen
 * direction; inside a group, records follow the other key, then the value.
 */
export function groupRecords(records: LocalRecord[], groupBy: GroupBy, direction: SortDirection): RecordGroup[] {
  const sign = direction === 'asc' ? 1 : -1;
  const other: GroupBy = groupBy === 'type' ? 'name' : 'type';
  const sorted = [...records].sort(
    (a, b) =>
      sign *
      (compareBy(groupBy, a, b) || compareBy(other, a, b) || collator.compare(a.rdata || a.content.value, b.rdata || b.content.value)),
  );
  const groups: RecordGroup[] = [];
  for (const record of sorted) {
    const key = groupBy === 'type' ? record.content.type : displayName(record.content.name);
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.records.push(record);
    else groups.push({ key, records: [record] });
  }
  return groups;
}

/** The owner as the list shows it: "@" for the apex. */
export function displayName(name: string): string {
  const trimmed = name.trim();
  return trimmed === '' ? '@' : trimmed;
}
