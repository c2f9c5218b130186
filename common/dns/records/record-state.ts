import type { DnsRecordState, DnsRecordValues } from './record-shape';

type Dated = Pick<DnsRecordValues, 'type' | 'active_from' | 'active_until'>;

export interface RecordStateOptions {
  /** MAILFW only: the destination address has clicked its confirmation link. */
  mailfwConfirmed?: boolean;
  /** A limit of the record's feature is exhausted (spec §3 "suspended due to exhausted limits"). */
  suspended?: boolean;
}

/**
 * The record date state of spec §3 by the clock: expired once `active_until` has passed,
 * scheduled before `active_from`, then unconfirmed (a MAILFW whose destination has not confirmed),
 * suspended, temporary (served, with an end) or permanent (served, no end). The start is
 * inclusive, the end exclusive.
 */
export function recordState(record: Dated, now: Date, opts: RecordStateOptions = {}): DnsRecordState {
  const time = now.getTime();
  if (record.active_until && Date.parse(record.active_until) <= time) return 'expired';
  if (record.active_from && Date.parse(record.active_from) > time) return 'scheduled';
  if (record.type === 'MAILFW' && opts.mailfwConfirmed !== true) return 'unconfirmed';
  if (opts.suspended) return 'suspended';
  return record.active_until ? 'temporary' : 'permanent';
}

/** True for the states in which a record is served (parking aside). */
export function isServedState(state: DnsRecordState): boolean {
  return state === 'permanent' || state === 'temporary';
}

/**
 * The next moment after `now` at which a record starts or stops being served, so the publisher
 * can push the zone again exactly then; null when no dates lie ahead.
 */
export function nextStateChange(records: readonly Pick<DnsRecordValues, 'active_from' | 'active_until'>[], now: Date): Date | null {
  const time = now.getTime();
  let next: number | null = null;
  for (const record of records) {
    for (const value of [record.active_from, record.active_until]) {
      if (!value) continue;
      const moment = Date.parse(value);
      if (moment > time && (next === null || moment < next)) next = moment;
    }
  }
  return next === null ? null : new Date(next);
}
