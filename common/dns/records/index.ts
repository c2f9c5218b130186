/**
 * The DNS record rules shared by the zone editor and the server (issue 16): one import for the
 * form, the zone routes, the publisher and the zone-file module.
 */
export { validateRecord, type NormalizedDnsRecord, type RecordValidation, type RecordValidationContext } from './validate-record';
export { checkZoneRecords, type ZoneCheckOptions, type ZoneRecord } from './zone-checks';
export { recordRdata } from './record-rdata';
export { recordState, nextStateChange, isServedState, type RecordStateOptions } from './record-state';
export { zoneToRrsets, PARKING_TTL, type ZoneServeOptions } from './zone-rrsets';
export { recordMessages, type RecordLanguage, type RecordMessages } from './messages';
export {
  APEX,
  displayHostName,
  displayOwnerName,
  isWildcardOwner,
  ownerFqdn,
  parseHostName,
  parseOwnerName,
  relativeOwner,
} from './dns-names';
export { splitTxt, txtRdata, unquoteCharacterStrings } from './character-string';
export { smimeaOwner } from './types/certificate-records';
export { parseSvcParams } from './types/svcb-params';
export { URL_REDIRECT_CODES } from './types/url-record';
export { TXT_TEXT_MAX } from './types/txt-record';
export { MAILFW_CATCH_ALL, parseMailAddress } from './types/mailfw-record';
export { PSEUDO_TYPES, RECORD_TYPE_RULES } from './record-types';
export * from './record-shape';
export { rrsetKey, type Rrset } from './rrset';
export { displayRecord } from './record-display';
