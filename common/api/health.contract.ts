import { z } from 'zod';

/** GET /health when the database answers (load balancers, monitoring); a 503 has status "unavailable". */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  /** The commit the running build was made from. */
  build: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /health when the database does not answer: HTTP 503, without an error code. */
export const healthUnavailableSchema = z.object({
  success: z.literal(false),
  result: z.object({ status: z.literal('unavailable'), database: z.enum(['pglite', 'postgres']) }),
  errors: z.array(z.never()).max(0),
});
