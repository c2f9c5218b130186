import type { Localization } from '@common/api/session.contract';

/** The short form of the current choice shown on the settings button, e.g. "EN · EUR". */
export function settingsSummary(localization: Pick<Localization, 'language' | 'currency'>): string {
  return `${localization.language.toUpperCase()} · ${localization.currency}`;
}
