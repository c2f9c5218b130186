import type { Language } from '@common/i18n/languages';
import type { RefundDestination } from '../../db/schema/index';
import { mailMessages } from './mail-messages';

/** One sentence that says where refunded money went (decision 015), for every mail that refunds. */
export function refundSentence(language: Language, destination: RefundDestination, amount: string): string {
  return mailMessages(language).refundedTo[destination](amount);
}
