import type { Translate } from './field-messages';

/**
 * The server describes a browser in English words ("Firefox 128 on Linux", "Other browser",
 * "Unknown"); the names stay, the words around them follow the UI language.
 */
export function userAgentText(value: string, t: Translate): string {
  if (value === 'Unknown') return t('profile.userAgent.unknown');
  const match = /^(.+) on (.+)$/.exec(value);
  const browser = match ? match[1] : value;
  const named = browser === 'Other browser' ? t('profile.userAgent.other') : browser;
  return match ? t('profile.userAgent.on', { browser: named, system: match[2] }) : named;
}
