import { z } from 'zod';
import { sessionParamsSchema } from './session.contract';
import { CHECK_NAMES_MAX } from './domain-results';

export const searchQuerySchema = sessionParamsSchema.extend({
  // Length is checked after trimming by the service, so that the message can be 'Max 80 characters'.
  term: z.string().max(400),
  language: z
    .string()
    .regex(/^[a-z]{2,3}$/)
    .optional(),
});

export const checkBodySchema = sessionParamsSchema.extend({
  domains: z.array(z.string().min(1).max(253)).min(1).max(CHECK_NAMES_MAX),
  /** Stop once this many available names were sent (spec §7: 10). */
  available_domains: z.number().int().min(1).max(CHECK_NAMES_MAX).optional(),
  language: z
    .string()
    .regex(/^[a-z]{2,3}$/)
    .optional(),
});

export const suggestionsParamsSchema = z.object({ term: z.string().min(1).max(400) });
export const suggestionsQuerySchema = sessionParamsSchema.extend({
  language: z
    .string()
    .regex(/^[a-z]{2,3}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});

export const tldLimitQuerySchema = sessionParamsSchema.extend({
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const idnLanguagesQuerySchema = sessionParamsSchema.extend({
  /** The term to pick a default language for. */
  term: z.string().max(400).optional(),
});
