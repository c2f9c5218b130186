/** The tabs of the profile page, each its own URL segment (`/user/profile/:tab`). */
export const PROFILE_TABS = ['general', 'security', 'billing', 'sessions', 'events'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const DEFAULT_PROFILE_TAB: ProfileTab = 'general';

/** The tab a URL segment names; no segment means the first tab, an unknown one null. */
export function profileTabFromParam(param: string | undefined): ProfileTab | null {
  if (param === undefined || param === '') return DEFAULT_PROFILE_TAB;
  return (PROFILE_TABS as readonly string[]).includes(param) ? (param as ProfileTab) : null;
}
