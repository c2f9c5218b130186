import { z } from 'zod';
import { sessionParamsSchema } from './session.contract';

/**
 * The support drawer (spec §2.3, §4; decision 056). The chat state itself is GET
 * /lvc/buttonstate.php outside /api: a bare number, 0 online, 1 busy, anything else offline.
 */

/** Where the drawer fetches the chat state, and the page that opens the operator's chat (same origin). */
export const CHAT_STATE_PATH = '/lvc/buttonstate.php';
export const CHAT_WINDOW_PATH = '/lvc/chat';

export type ChatStatus = 'online' | 'busy' | 'offline';

/** The answer of the chat-state call as the drawer shows it; a failure is offline too (spec §8). */
export function chatStatusOf(answer: string): ChatStatus {
  const value = answer.trim();
  if (value === '0') return 'online';
  if (value === '1') return 'busy';
  return 'offline';
}

export const chatStateQuerySchema = sessionParamsSchema;

/** GET /api/v1/support/premium-line: the 24/7 line, for premium-support customers only. */
export const premiumLineQuerySchema = sessionParamsSchema;
export const premiumLineSchema = z.object({ phone: z.string() });
export type PremiumLine = z.infer<typeof premiumLineSchema>;
