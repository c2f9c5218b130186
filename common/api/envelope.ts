import { z } from 'zod';

/**
 * Every API answer has the same envelope (spec §7): `success`, `result` and `errors`.
 * `status` carries the session statuses of spec §8 (2003, 2201, 2303) where the client must react to them.
 */
export interface ApiError {
  /** A code from the error catalogue (common/errors/error-codes.ts). */
  code: number;
  /** The message in the session's language. */
  message: string;
  /** The request field the error is about, when there is one (dotted path). */
  field?: string;
}

export interface Envelope<T> {
  success: boolean;
  result: T | null;
  errors: ApiError[];
  status?: number;
}

/** A successful answer; typed as such so that a route's declared answer schema checks it at compile time. */
export function ok<T>(result: T): Envelope<T> & { success: true; result: T } {
  return { success: true, result, errors: [] };
}

/** One error of the envelope, as a schema (the OpenAPI document's error answers). */
export const apiErrorSchema = z.object({
  code: z.number().int().meta({ description: 'A code from the error catalogue.' }),
  message: z.string().meta({ description: "The message in the session's language." }),
  field: z.string().optional().meta({ description: 'The request field the error is about (dotted path).' }),
});

/** A refused request: `success` false, no result, one or more errors (spec §7, §8). */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  result: z.null(),
  errors: z.array(apiErrorSchema).min(1),
  status: z.number().int().optional().meta({ description: 'A session status the client must react to (2003, 2201, 2303).' }),
});

/**
 * A successful answer carrying `result`, as declared by a route's `schema.response[200]`: Fastify
 * serializes the answer through it (fields not in the schema never leave), and the OpenAPI
 * document is generated from it (decision 058).
 */
export function envelopeSchema<T extends z.ZodType>(result: T) {
  return z.object({
    success: z.literal(true),
    result,
    errors: z.array(apiErrorSchema).max(0),
    status: z.number().int().optional(),
  });
}
