import type { Popup } from '@common/api/config.contract';
import type { Language } from '@common/i18n/languages';
import type { PopupRow } from './popup.repository';

/** A popup as the app settings carry it: its message in the session's language. */
export function presentPopup(row: PopupRow, language: Language): Popup {
  return { id: row.id, type: row.type, message: language === 'de' ? row.messageDe : row.messageEn };
}
