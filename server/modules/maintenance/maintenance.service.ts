import type { Clock } from '../../lib/clock';
import type { MaintenanceRepository, MaintenanceRow } from './maintenance.repository';
import { DAY_MS } from '@common/time/durations';

export function createMaintenanceService(deps: { maintenance: MaintenanceRepository; clock: Clock }) {
  return {
    /** Registry maintenance that starts within `days` days from now or is still running. */
    upcoming(days: number): Promise<MaintenanceRow[]> {
      const now = deps.clock.now();
      return deps.maintenance.listUpcoming(now, new Date(now.getTime() + days * DAY_MS));
    },
  };
}

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
