/** Spec §5: a WHOIS query is at most 80 characters long. */
export const WHOIS_QUERY_MAX_LENGTH = 80;

/** Spec §5: empty after trimming or longer than 80 characters is an invalid query. */
export function checkWhoisQuery(input: string): { ok: true; domain: string } | { ok: false } {
  const domain = input.trim();
  if (domain === '' || domain.length > WHOIS_QUERY_MAX_LENGTH) return { ok: false };
  return { ok: true, domain };
}
