import type { SearchEntry } from '../search-results';
import { DomainResultRow } from './domain-result-row';
import classes from './domain-result-row.module.css';

interface DomainResultListProps {
  label: string;
  entries: SearchEntry[];
  onAdd: (domain: string) => void;
  onRemove: (domain: string) => void;
}

/** A list of result rows, for the search and for the suggestions. */
export function DomainResultList({ label, entries, onAdd, onRemove }: DomainResultListProps) {
  return (
    <ul className={classes.list} aria-label={label}>
      {entries.map((entry) => (
        <DomainResultRow key={entry.domain} entry={entry} onAdd={onAdd} onRemove={onRemove} />
      ))}
    </ul>
  );
}
