import type { DnsRecordType } from './record-shape';
import { aaaaRecord, aRecord } from './types/address-records';
import { caaRecord } from './types/caa-record';
import { smimeaRecord, tlsaRecord } from './types/certificate-records';
import { aliasRecord, cnameRecord, dnameRecord, nsRecord } from './types/host-records';
import { mailfwRecord } from './types/mailfw-record';
import { mxRecord } from './types/mx-record';
import { naptrRecord } from './types/naptr-record';
import { srvRecord } from './types/srv-record';
import { sshfpRecord } from './types/sshfp-record';
import { svcbRecord } from './types/svcb-record';
import { txtRecord } from './types/txt-record';
import type { RecordTypeRules } from './types/type-rules';
import { urlRecord } from './types/url-record';

/** The rules of every type the editor offers (spec §3). */
export const RECORD_TYPE_RULES: Record<DnsRecordType, RecordTypeRules> = {
  URL: urlRecord,
  MAILFW: mailfwRecord,
  A: aRecord,
  AAAA: aaaaRecord,
  MX: mxRecord,
  CNAME: cnameRecord,
  DNAME: dnameRecord,
  ALIAS: aliasRecord,
  CAA: caaRecord,
  TXT: txtRecord,
  SRV: srvRecord,
  NAPTR: naptrRecord,
  NS: nsRecord,
  TLSA: tlsaRecord,
  SSHFP: sshfpRecord,
  SMIMEA: smimeaRecord,
  SVCB: svcbRecord,
  HTTPS: svcbRecord,
};

/** Types that are the shop's own features rather than DNS types; they turn into A/AAAA and MX records. */
export const PSEUDO_TYPES: readonly DnsRecordType[] = ['URL', 'MAILFW'];
