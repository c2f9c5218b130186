import type { z } from 'zod';

/** `t` of i18next, or anything that translates a key the same way. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The message for a value the shared zod schema refuses: empty, too long, or anything else
 * (control characters, a wrong pattern) with the field's own hint.
 */
export function fieldMessage(
  schema: z.ZodType,
  value: unknown,
  t: Translate,
  options: { max?: number; invalidKey?: string } = {},
): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  const empty = typeof value === 'string' && value.trim() === '';
  if (empty || issue?.code === 'too_small') return t('profile.errors.required');
  if (issue?.code === 'too_big') return t('profile.errors.tooLong', { max: options.max });
  return t(options.invalidKey ?? 'profile.errors.invalidCharacters');
}
