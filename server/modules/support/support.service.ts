import type { Clock } from '../../lib/clock';
import { isWithinOfficeHours, type OfficeHours } from './support-hours';
import type { SupportMode, SupportRepository } from './support.repository';

/** The numbers of GET /lvc/buttonstate.php (spec §4, §7): 0 online, 1 busy, anything else offline. */
export const CHAT_STATE = { online: 0, busy: 1, offline: 2 } as const;
export type ChatState = (typeof CHAT_STATE)[keyof typeof CHAT_STATE];

export interface SupportSettings {
  hours: OfficeHours;
  /** The operator's live chat; without one the chat state is offline whatever the mode says. */
  chatUrl: string | null;
  premiumPhone: string;
}

/**
 * The support team's chat state (decision 056): the operator's manual mode when one is set,
 * otherwise online during the office hours and offline outside them.
 */
export function createSupportService(deps: { repository: SupportRepository; settings: SupportSettings; clock: Clock }) {
  async function mode(): Promise<SupportMode> {
    return (await deps.repository.current())?.mode ?? 'auto';
  }

  return {
    async chatState(): Promise<ChatState> {
      if (!deps.settings.chatUrl) return CHAT_STATE.offline;
      const current = await mode();
      if (current !== 'auto') return CHAT_STATE[current];
      return isWithinOfficeHours(deps.settings.hours, deps.clock.now()) ? CHAT_STATE.online : CHAT_STATE.offline;
    },

    /** The operator's setting and what it gives now (the support command). */
    async status() {
      const row = await deps.repository.current();
      return {
        mode: row?.mode ?? ('auto' as SupportMode),
        updatedAt: row?.updatedAt ?? null,
        updatedBy: row?.updatedBy ?? null,
        chatState: await this.chatState(),
      };
    },

    setMode(next: SupportMode, by: string) {
      return deps.repository.set(next, by, deps.clock.now());
    },

    chatUrl: deps.settings.chatUrl,
    premiumPhone: deps.settings.premiumPhone,
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
