import { txtRdata, unquoteCharacterStrings, utf8Length } from '../character-string';
import { ParameterReader } from '../record-fields';
import type { RecordTypeRules } from './type-rules';

/**
 * Product limit on one TXT record's text. RFC 1035 allows up to 64 KiB of RDATA, but answers that
 * large fall back to TCP at many resolvers; 4,096 octets hold a 4096-bit DKIM key with room left.
 */
export const TXT_TEXT_MAX = 4_096;

/**
 * TXT (RFC 1035 §3.3.14): the customer types the text in one piece, of any length up to the
 * product limit; the RDATA splits it into strings of 255 octets. Text pasted in quoted zone-file
 * form is taken as the text it stands for.
 */
export const txtRecord: RecordTypeRules = {
  normalize(value, parameters, { m, errors }) {
    new ParameterReader(parameters, errors, m).finish();
    const text = unquoteCharacterStrings(value) ?? value.trim();
    if (text === '') errors.value = m.txtEmpty;
    // eslint-disable-next-line no-control-regex
    else if (/[\u0000-\u0008\u000a-\u001f\u007f]/.test(text)) errors.value = m.textInvalid;
    else if (utf8Length(text) > TXT_TEXT_MAX) errors.value = m.textTooLong(TXT_TEXT_MAX);
    return { value: text, parameters: {} };
  },
  rdata: (record) => txtRdata(record.value),
};
