import type { Popup } from '@common/api/config.contract';
import type { Language } from '@common/i18n/languages';
import type { Clock } from '../../lib/clock';
import { presentPopup } from './popup.presenter';
import type { PopupRepository, PopupRow } from './popup.repository';

export const POPUP_TYPES = ['info', 'success', 'error'] as const;
export type PopupType = (typeof POPUP_TYPES)[number];

/** A popup's message is one short notice, not a page. */
export const POPUP_MESSAGE_MAX = 500;

export interface PopupInput {
  type: PopupType;
  messageEn: string;
  messageDe: string;
  /** Defaults to now. */
  startsAt?: Date;
  /** Null or missing: until ended. */
  endsAt?: Date | null;
  author: string;
}

/** Why a popup was refused, for the operator command to say. */
export class PopupInputError extends Error {}

export function createPopupService(deps: { popups: PopupRepository; clock: Clock }) {
  const { popups, clock } = deps;

  return {
    /** The popups active now, in the session's language (app settings, spec §7). */
    async active(language: Language): Promise<Popup[]> {
      return (await popups.listActive(clock.now())).map((row) => presentPopup(row, language));
    },

    list(): Promise<PopupRow[]> {
      return popups.listAll();
    },

    /** Adds a popup after checking it; throws PopupInputError with the reason. */
    async add(input: PopupInput): Promise<PopupRow> {
      if (!POPUP_TYPES.includes(input.type)) throw new PopupInputError(`the type is one of ${POPUP_TYPES.join(', ')}`);
      const messageEn = input.messageEn.trim();
      const messageDe = input.messageDe.trim();
      for (const [name, message] of [
        ['English', messageEn],
        ['German', messageDe],
      ] as const) {
        if (message.length === 0 || message.length > POPUP_MESSAGE_MAX)
          throw new PopupInputError(`the ${name} message must hold 1 to ${POPUP_MESSAGE_MAX} characters`);
      }
      const startsAt = input.startsAt ?? clock.now();
      const endsAt = input.endsAt ?? null;
      if (Number.isNaN(startsAt.getTime()) || (endsAt && Number.isNaN(endsAt.getTime())))
        throw new PopupInputError('a date is not valid (use ISO 8601, such as 2026-12-01T08:00:00Z)');
      if (endsAt && endsAt <= startsAt) throw new PopupInputError('the end must come after the start');
      return popups.insert({ type: input.type, messageEn, messageDe, startsAt, endsAt, author: input.author });
    },

    /** Ends a popup now; false when it does not exist or has ended already. */
    end(id: number): Promise<boolean> {
      return popups.end(id, clock.now());
    },

    remove(id: number): Promise<boolean> {
      return popups.remove(id);
    },
  };
}

export type PopupService = ReturnType<typeof createPopupService>;
