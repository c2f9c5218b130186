/**
 * A schema check that has a rule of its own in the error catalogue (a mailbox name, say) names the
 * rule's code as its zod issue message. The server's error handler answers that code with its
 * catalogue message in the user's language instead of the generic 1005 "syntax error", so the
 * customer reads the rule the value broke; checks without one keep 1005.
 */
const PREFIX = 'catalogue:';

/** The issue message naming a catalogue code (pass as `{ error: catalogueIssue(code) }`). */
export function catalogueIssue(code: number): string {
  return `${PREFIX}${code}`;
}

/** The catalogue code an issue message names, or null for an ordinary one. */
export function catalogueCodeOf(message: string | undefined): number | null {
  if (!message?.startsWith(PREFIX)) return null;
  const code = Number(message.slice(PREFIX.length));
  return Number.isInteger(code) && code > 0 ? code : null;
}
