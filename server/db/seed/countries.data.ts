/**
 * ISO 3166-1 alpha-2 codes; names come from Intl.DisplayNames in the user's language.
 */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/**
 * Standard VAT rates in basis points for B2C electronically supplied services, by the customer's
 * country (domain-rules.md §6), with the day each rate took effect. EU member states, plus the
 * non-EU countries where a foreign seller of digital services must charge VAT from the first sale
 * (GB) or from a low threshold we assume reached (NO, CH). Everywhere else: no VAT.
 * Rates from 2025 tables; load official rates before going live.
 */
export const VAT_RATES: Record<string, { bp: number; since: string; eu: boolean }> = {
  AT: { bp: 2000, since: '2016-01-01', eu: true },
  BE: { bp: 2100, since: '1996-01-01', eu: true },
  BG: { bp: 2000, since: '2007-01-01', eu: true },
  CY: { bp: 1900, since: '2014-01-13', eu: true },
  CZ: { bp: 2100, since: '2013-01-01', eu: true },
  DE: { bp: 1900, since: '2021-01-01', eu: true },
  DK: { bp: 2500, since: '1992-01-01', eu: true },
  EE: { bp: 2400, since: '2025-07-01', eu: true },
  ES: { bp: 2100, since: '2012-09-01', eu: true },
  FI: { bp: 2550, since: '2024-09-01', eu: true },
  FR: { bp: 2000, since: '2014-01-01', eu: true },
  GR: { bp: 2400, since: '2016-06-01', eu: true },
  HR: { bp: 2500, since: '2012-03-01', eu: true },
  HU: { bp: 2700, since: '2012-01-01', eu: true },
  IE: { bp: 2300, since: '2012-01-01', eu: true },
  IT: { bp: 2200, since: '2013-10-01', eu: true },
  LT: { bp: 2100, since: '2009-09-01', eu: true },
  LU: { bp: 1700, since: '2024-01-01', eu: true },
  LV: { bp: 2100, since: '2011-07-01', eu: true },
  MT: { bp: 1800, since: '2004-01-01', eu: true },
  NL: { bp: 2100, since: '2012-10-01', eu: true },
  PL: { bp: 2300, since: '2011-01-01', eu: true },
  PT: { bp: 2300, since: '2011-01-01', eu: true },
  RO: { bp: 2100, since: '2025-08-01', eu: true },
  SE: { bp: 2500, since: '1990-07-01', eu: true },
  SI: { bp: 2200, since: '2013-07-01', eu: true },
  SK: { bp: 2300, since: '2025-01-01', eu: true },
  GB: { bp: 2000, since: '2011-01-04', eu: false },
  NO: { bp: 2500, since: '2005-01-01', eu: false },
  CH: { bp: 810, since: '2024-01-01', eu: false },
};

/** Listed first when the country list is asked for with special=true: where most customers live. */
export const FEATURED_COUNTRIES = ['DE', 'AT', 'CH', 'GB', 'US', 'FR', 'NL'];
