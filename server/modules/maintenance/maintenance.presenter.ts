import type { TldDowntimes } from '@common/api/maintenance.contract';
import { toDisplayName } from '@common/domain/domain-name';
import type { MaintenanceRow } from './maintenance.repository';

/** The windows keyed by id, as spec §7 describes the answer of /config/tld-downtimes. */
export function presentDowntimes(rows: MaintenanceRow[]): TldDowntimes {
  const result: TldDowntimes = {};
  for (const row of rows) {
    result[String(row.id)] = {
      maintenance: row.startsAt.toISOString(),
      duration: row.durationHours,
      tlds: row.tlds.join(','),
      tlds_utf8: row.tlds.map((tld) => toDisplayName(tld)).join(','),
    };
  }
  return result;
}
