import type { SecurityEventKind, SecurityEventRow } from '../../db/schema/index';
import type { ClientInfo } from '../../lib/client-info';
import type { Clock } from '../../lib/clock';
import type { AccountRecordsRepository } from './account-records.repository';

export const SECURITY_EVENTS_SHOWN = 50;

/** The account's security log: what happened, when, from which network and browser. */
export function createSecurityEventService(deps: { records: AccountRecordsRepository; clock: Clock }) {
  return {
    record(userId: number, kind: SecurityEventKind, client: ClientInfo | null): Promise<void> {
      return deps.records.insertEvent({
        userId,
        kind,
        at: deps.clock.now(),
        ip: client?.network ?? null,
        userAgent: client?.userAgent ?? null,
      });
    },
    latest(userId: number): Promise<SecurityEventRow[]> {
      return deps.records.latestEvents(userId, SECURITY_EVENTS_SHOWN);
    },
  };
}

export type SecurityEventService = ReturnType<typeof createSecurityEventService>;
