import { z } from 'zod';
import { sessionParamsSchema } from './session.contract';

/** Scheduled registry maintenance (spec §3 "Maintenance entry", §9: 14 days lookahead). */
export const MAINTENANCE_LOOKAHEAD_DAYS = 14;

export const tldDowntimesQuerySchema = sessionParamsSchema.extend({
  days: z.coerce.number().int().min(1).max(60).default(MAINTENANCE_LOOKAHEAD_DAYS),
});

export const maintenanceEntrySchema = z.object({
  /** Start, ISO 8601 in UTC. */
  maintenance: z.string(),
  /** Hours. */
  duration: z.number().int(),
  /** Comma-separated A-labels. */
  tlds: z.string(),
  /** The same TLDs as people read them (U-labels), in the same order. */
  tlds_utf8: z.string(),
});
export type MaintenanceEntry = z.infer<typeof maintenanceEntrySchema>;

/** Keyed by the window's id; windows that start within the asked days or are still running. */
export const tldDowntimesSchema = z.record(z.string(), maintenanceEntrySchema);
export type TldDowntimes = z.infer<typeof tldDowntimesSchema>;
