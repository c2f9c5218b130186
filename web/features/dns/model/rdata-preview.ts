import { recordRdata, validateRecord } from '@common/dns/records';
import type { RecordContent } from './local-zone';

/**
 * The RDATA the record would be served with, by the same rules the server uses, for the form's
 * live preview: the record is normalized by the shared rules first (names to A-labels, hex to
 * lower case…). A record those rules refuse (a half-typed one) has no preview yet, rather than
 * one the server would not store.
 */
export function previewRdata(content: RecordContent, zone: string, language: 'en' | 'de' = 'en'): string {
  try {
    const checked = validateRecord({ ...content, comments: '' }, { zone, language });
    return checked.ok ? recordRdata({ ...checked.record }, zone) : '';
  } catch {
    return '';
  }
}
