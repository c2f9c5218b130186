/**
 * The data of the sandbox registry (server/registry/sandbox/): TLD policies, registrars, contacts,
 * reserved and premium names, and the words other registrars hold, so that searching the sandbox
 * feels like searching the real registries. All people, companies, addresses, phone numbers and
 * host names are invented; e-mail and web addresses use the reserved `.example` TLD.
 */

export interface TldPolicySeed {
  minPeriodYears?: number;
  maxPeriodYears?: number;
  addGraceDays?: number;
  renewGraceDays?: number;
  transferGraceDays?: number;
  autoRenewGraceDays?: number;
  redemptionDays?: number;
  pendingDeleteDays?: number;
  transferLockDays?: number;
  idnLanguages?: string[];
  minLabelLength?: number;
  latencyMs?: number;
}

/** The gTLD rules of domain-rules.md §1; the schema's column defaults are the same. */
export const GTLD_POLICY: Required<Omit<TldPolicySeed, 'idnLanguages'>> = {
  minPeriodYears: 1,
  maxPeriodYears: 10,
  addGraceDays: 5,
  renewGraceDays: 5,
  transferGraceDays: 5,
  autoRenewGraceDays: 45,
  redemptionDays: 30,
  pendingDeleteDays: 5,
  transferLockDays: 60,
  minLabelLength: 1,
  latencyMs: 0,
};

/**
 * European ccTLD registries work without the gTLD grace periods: no add/renew/transfer grace, no
 * auto-renew grace (names renew at expiry or are deleted), usually no transfer lock, and a
 * quarantine instead of RGP, often without a pending-delete phase.
 */
const CC_NO_GRACE: TldPolicySeed = { addGraceDays: 0, renewGraceDays: 0, transferGraceDays: 0, autoRenewGraceDays: 0, transferLockDays: 0 };

const LATIN_EU = ['de', 'fr', 'es', 'it', 'pt', 'pl', 'sv', 'da'];
const ALL_TAGS = [
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'pl',
  'sv',
  'da',
  'tr',
  'cs',
  'hu',
  'ru',
  'uk',
  'bg',
  'el',
  'zh',
  'ja',
  'ko',
  'ar',
  'he',
  'th',
];
const AFILIAS_TAGS = ['de', 'da', 'es', 'fr', 'hu', 'it', 'pl', 'pt', 'sv', 'ru', 'uk', 'bg', 'zh', 'ko'];
const RADIX_TAGS = ['de', 'fr', 'es', 'it', 'pt', 'pl', 'sv', 'da', 'ru', 'zh', 'ja', 'ko', 'ar'];

/**
 * Per-TLD policy, over GTLD_POLICY. Values follow the registries' published rules where they are
 * well known (.eu 40 days quarantine and 2-character minimum, .nl/.be 40 days quarantine, .es
 * 10 days redemption, .it 3-character minimum, one-year terms of DENIC, nic.at, SWITCH, SIDN);
 * the rest are plausible variations for a sandbox, not a statement about a registry.
 * Latency: a few registries answer slowly, so the shop can show answers arriving late.
 */
export const TLD_POLICIES: Record<string, TldPolicySeed> = {
  com: { idnLanguages: ALL_TAGS },
  net: { idnLanguages: ALL_TAGS },
  org: { idnLanguages: AFILIAS_TAGS },
  info: { idnLanguages: AFILIAS_TAGS },
  biz: { idnLanguages: ['de', 'es', 'fr', 'da', 'zh', 'ja', 'ko'] },
  mobi: { minLabelLength: 3 },
  name: { idnLanguages: ['de', 'fr', 'es'] },
  pro: { minLabelLength: 3 },
  de: { ...CC_NO_GRACE, maxPeriodYears: 1, redemptionDays: 30, pendingDeleteDays: 0, idnLanguages: ['de'] },
  eu: {
    ...CC_NO_GRACE,
    redemptionDays: 40,
    pendingDeleteDays: 0,
    minLabelLength: 2,
    idnLanguages: ['de', 'fr', 'es', 'it', 'pt', 'pl', 'sv', 'da', 'cs', 'hu', 'el', 'bg'],
  },
  at: { ...CC_NO_GRACE, maxPeriodYears: 1, redemptionDays: 30, pendingDeleteDays: 0, idnLanguages: ['de'] },
  ch: { ...CC_NO_GRACE, maxPeriodYears: 1, redemptionDays: 40, pendingDeleteDays: 0, idnLanguages: ['de', 'fr', 'it'] },
  li: { ...CC_NO_GRACE, maxPeriodYears: 1, redemptionDays: 40, pendingDeleteDays: 0, idnLanguages: ['de', 'fr', 'it'] },
  uk: { ...CC_NO_GRACE, addGraceDays: 5, redemptionDays: 30, pendingDeleteDays: 5 },
  fr: { ...CC_NO_GRACE, redemptionDays: 30, pendingDeleteDays: 0, idnLanguages: ['fr'] },
  nl: { ...CC_NO_GRACE, maxPeriodYears: 1, redemptionDays: 40, pendingDeleteDays: 0, minLabelLength: 2 },
  be: { ...CC_NO_GRACE, maxPeriodYears: 1, redemptionDays: 40, pendingDeleteDays: 0, minLabelLength: 2, idnLanguages: ['fr', 'de'] },
  it: { ...CC_NO_GRACE, maxPeriodYears: 1, redemptionDays: 30, pendingDeleteDays: 5, minLabelLength: 3, idnLanguages: ['it', 'fr', 'de'] },
  es: { ...CC_NO_GRACE, redemptionDays: 10, pendingDeleteDays: 0, minLabelLength: 3, idnLanguages: ['es'] },
  pl: { ...CC_NO_GRACE, redemptionDays: 30, pendingDeleteDays: 0, minLabelLength: 2, idnLanguages: ['pl'] },
  se: { ...CC_NO_GRACE, redemptionDays: 60, pendingDeleteDays: 0, minLabelLength: 2, idnLanguages: ['sv', 'da'] },
  dk: { ...CC_NO_GRACE, maxPeriodYears: 5, redemptionDays: 30, pendingDeleteDays: 0, idnLanguages: ['da', 'sv', 'de'] },
  fi: { ...CC_NO_GRACE, maxPeriodYears: 5, redemptionDays: 30, pendingDeleteDays: 0, minLabelLength: 2, idnLanguages: ['sv'] },
  cz: { ...CC_NO_GRACE, redemptionDays: 60, pendingDeleteDays: 0 },
  lu: {
    ...CC_NO_GRACE,
    maxPeriodYears: 1,
    redemptionDays: 30,
    pendingDeleteDays: 0,
    minLabelLength: 3,
    idnLanguages: ['de', 'fr'],
    latencyMs: 400,
  },
  pt: { ...CC_NO_GRACE, maxPeriodYears: 5, redemptionDays: 30, pendingDeleteDays: 0, minLabelLength: 2, idnLanguages: ['pt'] },
  us: { minLabelLength: 2 },
  ca: { addGraceDays: 5, autoRenewGraceDays: 45, minLabelLength: 2, idnLanguages: ['fr'] },
  io: { minLabelLength: 3 },
  co: { minLabelLength: 2 },
  me: { minLabelLength: 2 },
  tv: { idnLanguages: ['de', 'fr', 'es', 'zh', 'ja', 'ko'] },
  cc: { idnLanguages: ['de', 'fr', 'es', 'zh', 'ja', 'ko'] },
  ai: { minLabelLength: 1, latencyMs: 1200 },
  gg: { ...CC_NO_GRACE, redemptionDays: 30, pendingDeleteDays: 5, minLabelLength: 2, latencyMs: 700 },
  app: {},
  dev: {},
  page: {},
  shop: { idnLanguages: ['de', 'fr', 'es', 'ja', 'zh'] },
  store: { idnLanguages: RADIX_TAGS },
  online: { idnLanguages: RADIX_TAGS },
  site: { idnLanguages: RADIX_TAGS },
  tech: {},
  xyz: { idnLanguages: ['de', 'fr', 'es', 'it', 'pt', 'ru', 'zh', 'ja', 'ko'] },
  cloud: { idnLanguages: ['de', 'fr', 'es', 'it'] },
  blog: { idnLanguages: ['de', 'fr', 'es'] },
  club: { idnLanguages: ['de', 'fr', 'es', 'zh', 'ja'] },
  design: { idnLanguages: ['de', 'fr', 'es', 'zh', 'ja'] },
  agency: { idnLanguages: LATIN_EU },
  digital: { idnLanguages: LATIN_EU },
  email: { idnLanguages: LATIN_EU },
  live: { idnLanguages: LATIN_EU },
  news: { idnLanguages: LATIN_EU },
  space: { idnLanguages: RADIX_TAGS },
  website: { idnLanguages: RADIX_TAGS },
  world: { idnLanguages: LATIN_EU },
  art: { idnLanguages: ['de', 'fr', 'es', 'it', 'zh'] },
  eco: { minLabelLength: 3 },
  berlin: { idnLanguages: ['de'], latencyMs: 300 },
  hamburg: { idnLanguages: ['de'] },
  koeln: { idnLanguages: ['de'] },
  bayern: { idnLanguages: ['de'] },
  wien: { idnLanguages: ['de'] },
  swiss: { idnLanguages: ['de', 'fr', 'it'], latencyMs: 1500 },
  'xn--p1ai': { ...CC_NO_GRACE, maxPeriodYears: 1, redemptionDays: 30, pendingDeleteDays: 0, minLabelLength: 2, idnLanguages: ['ru'] },
  'xn--80asehdb': { idnLanguages: ['ru'] },
  'xn--c1avg': { idnLanguages: ['ru', 'uk', 'bg'] },
  'xn--55qx5d': { idnLanguages: ['zh'] },
  'xn--ses554g': { idnLanguages: ['zh'] },
  'xn--6frz82g': { idnLanguages: ['zh'] },
  'xn--j1amh': { ...CC_NO_GRACE, redemptionDays: 30, pendingDeleteDays: 0, minLabelLength: 2, idnLanguages: ['uk'] },
  'xn--mgbaam7a8h': { ...CC_NO_GRACE, redemptionDays: 30, pendingDeleteDays: 0, minLabelLength: 2, idnLanguages: ['ar'], latencyMs: 900 },
};

/** When registrations began, for spreading creation dates; the shop's own launch dates otherwise. */
export const REGISTRY_OPENED: Record<string, string> = {
  com: '1995-09-14',
  net: '1995-09-14',
  org: '1995-09-14',
  info: '2001-09-12',
  biz: '2001-11-07',
  de: '1996-01-01',
  at: '1998-01-01',
  ch: '1996-01-01',
  uk: '2014-06-10',
  fr: '2000-01-01',
  nl: '1996-01-01',
  be: '2000-12-11',
  it: '1999-01-01',
  eu: '2006-04-07',
  us: '2002-04-24',
  ca: '2000-11-08',
};

export interface RegistrarSeed {
  id: string;
  name: string;
  ianaId: number | null;
  url: string;
  abuseEmail: string;
  abusePhone: string;
}

/** The shop itself (IANA 9999 is the id reserved for test registrars) and five competitors. */
export const SHOP_REGISTRAR_ID = 'shop';

export const REGISTRARS: RegistrarSeed[] = [
  {
    id: SHOP_REGISTRAR_ID,
    name: 'Domain Shop Registrar',
    ianaId: 9999,
    url: 'https://registrar.domain-shop.example',
    abuseEmail: 'abuse@domain-shop.example',
    abusePhone: '+49.3040504050',
  },
  {
    id: 'nordhafen',
    name: 'Nordhafen Internet Services GmbH',
    ianaId: 1729,
    url: 'https://www.nordhafen.example',
    abuseEmail: 'abuse@nordhafen.example',
    abusePhone: '+49.4060709080',
  },
  {
    id: 'bluepeak',
    name: 'BluePeak Domains, LLC',
    ianaId: 1893,
    url: 'https://www.bluepeak-domains.example',
    abuseEmail: 'abuse@bluepeak-domains.example',
    abusePhone: '+1.5035550147',
  },
  {
    id: 'alpenweb',
    name: 'AlpenWeb Hosting AG',
    ianaId: 2014,
    url: 'https://www.alpenweb.example',
    abuseEmail: 'abuse@alpenweb.example',
    abusePhone: '+41.442151020',
  },
  {
    id: 'lumiere',
    name: 'Lumière Réseaux SAS',
    ianaId: 1562,
    url: 'https://www.lumiere-reseaux.example',
    abuseEmail: 'abus@lumiere-reseaux.example',
    abusePhone: '+33.478623140',
  },
  {
    id: 'halcyon',
    name: 'Halcyon Brand Protection, Inc.',
    ianaId: 1385,
    url: 'https://www.halcyon-brands.example',
    abuseEmail: 'abuse@halcyon-brands.example',
    abusePhone: '+1.2125550188',
  },
];

/** Each registrar's nameservers, used by most of its customers. */
export const REGISTRAR_NAMESERVERS: Record<string, string[]> = {
  nordhafen: ['ns1.nordhafen-dns.example', 'ns2.nordhafen-dns.example', 'ns3.nordhafen-dns.example'],
  bluepeak: ['dns1.bluepeak-dns.example', 'dns2.bluepeak-dns.example'],
  alpenweb: ['ns1.alpenweb.example', 'ns2.alpenweb.example'],
  lumiere: ['ns-a.lumiere-dns.example', 'ns-b.lumiere-dns.example', 'ns-c.lumiere-dns.example'],
  halcyon: ['ns1.halcyon-dns.example', 'ns2.halcyon-dns.example', 'ns3.halcyon-dns.example', 'ns4.halcyon-dns.example'],
};

/** Which registrars hold names in a region of TLDs, with weights. */
export const REGISTRAR_WEIGHTS: Record<'dach' | 'europe' | 'world' | 'idn', Array<[string, number]>> = {
  dach: [
    ['nordhafen', 45],
    ['alpenweb', 35],
    ['bluepeak', 5],
    ['lumiere', 5],
    ['halcyon', 10],
  ],
  europe: [
    ['lumiere', 45],
    ['nordhafen', 20],
    ['alpenweb', 10],
    ['bluepeak', 15],
    ['halcyon', 10],
  ],
  world: [
    ['bluepeak', 45],
    ['nordhafen', 15],
    ['lumiere', 10],
    ['alpenweb', 10],
    ['halcyon', 20],
  ],
  idn: [
    ['halcyon', 70],
    ['bluepeak', 30],
  ],
};

export const DACH_TLDS = new Set(['de', 'at', 'ch', 'li', 'berlin', 'hamburg', 'koeln', 'bayern', 'wien', 'swiss']);
export const EUROPE_TLDS = new Set(['eu', 'uk', 'fr', 'nl', 'be', 'it', 'es', 'pl', 'se', 'dk', 'fi', 'cz', 'lu', 'pt']);

/** [handle, registrar, name, org, street lines, city, state/province, postal code, country, phone, e-mail] */
type ContactSeed = [string, string, string, string | null, string[], string, string | null, string, string, string, string];

export const CONTACTS: ContactSeed[] = [
  [
    'NH-100001',
    'nordhafen',
    'Lena Hoffmann',
    null,
    ['Kastanienallee 41'],
    'Berlin',
    null,
    '10435',
    'DE',
    '+49.3044718823',
    'lena.hoffmann@mailbox.example',
  ],
  [
    'NH-100002',
    'nordhafen',
    'Jonas Becker',
    'Becker Holzbau GmbH',
    ['Industriestraße 7'],
    'Freiburg im Breisgau',
    null,
    '79108',
    'DE',
    '+49.7615093311',
    'info@becker-holzbau.example',
  ],
  [
    'NH-100003',
    'nordhafen',
    'Aylin Demir',
    null,
    ['Venloer Straße 212'],
    'Köln',
    null,
    '50823',
    'DE',
    '+49.2219920417',
    'aylin.demir@posteo.example',
  ],
  [
    'NH-100004',
    'nordhafen',
    'Markus Weber',
    'Weber & Partner Steuerberater',
    ['Königstraße 28', '3. OG'],
    'Stuttgart',
    null,
    '70173',
    'DE',
    '+49.7112265490',
    'kanzlei@weber-partner.example',
  ],
  [
    'NH-100005',
    'nordhafen',
    'Katarzyna Nowak',
    null,
    ['ul. Długa 15/4'],
    'Gdańsk',
    null,
    '80-827',
    'PL',
    '+48.583012245',
    'k.nowak@poczta.example',
  ],
  [
    'NH-100006',
    'nordhafen',
    'Sanne de Vries',
    'De Vries Design',
    ['Prinsengracht 263'],
    'Amsterdam',
    null,
    '1016 GV',
    'NL',
    '+31.206245187',
    'sanne@devries-design.example',
  ],
  [
    'NH-100007',
    'nordhafen',
    'Tobias Schulz',
    null,
    ['Am Sandtorkai 5'],
    'Hamburg',
    null,
    '20457',
    'DE',
    '+49.4035519028',
    'tobias.schulz@web-mail.example',
  ],
  [
    'NH-100008',
    'nordhafen',
    'Mia Wagner',
    'Bäckerei Wagner',
    ['Hauptstraße 3'],
    'Bamberg',
    'Bayern',
    '96047',
    'DE',
    '+49.9512041173',
    'backstube@baeckerei-wagner.example',
  ],
  [
    'NH-100009',
    'nordhafen',
    'Stefan Gruber',
    null,
    ['Mariahilfer Straße 88'],
    'Wien',
    null,
    '1070',
    'AT',
    '+43.15223380',
    'stefan.gruber@mail-at.example',
  ],
  [
    'NH-100010',
    'nordhafen',
    'Ole Jensen',
    'Jensen Marine ApS',
    ['Havnegade 12'],
    'Aarhus',
    null,
    '8000',
    'DK',
    '+45.86125533',
    'ole@jensen-marine.example',
  ],
  [
    'BP-200001',
    'bluepeak',
    'Emily Carter',
    null,
    ['1428 SE Hawthorne Blvd'],
    'Portland',
    'OR',
    '97214',
    'US',
    '+1.5035550163',
    'emily.carter@inbox.example',
  ],
  [
    'BP-200002',
    'bluepeak',
    'Michael Thompson',
    'Thompson Outdoor Supply Inc.',
    ['800 Pine St', 'Suite 210'],
    'Seattle',
    'WA',
    '98101',
    'US',
    '+1.2065550121',
    'mike@thompson-outdoor.example',
  ],
  [
    'BP-200003',
    'bluepeak',
    'Priya Natarajan',
    'Lotus Analytics Pvt. Ltd.',
    ['42 MG Road'],
    'Bengaluru',
    'Karnataka',
    '560001',
    'IN',
    '+91.8041102233',
    'priya@lotus-analytics.example',
  ],
  [
    'BP-200004',
    'bluepeak',
    'Olivia Brown',
    null,
    ['27 Chapel Street'],
    'Manchester',
    null,
    'M3 5JZ',
    'GB',
    '+44.1614960211',
    'olivia.brown@mail-uk.example',
  ],
  [
    'BP-200005',
    'bluepeak',
    'Liam Tremblay',
    'Tremblay Érablière',
    ['1350 Rue Sherbrooke O'],
    'Montréal',
    'QC',
    'H3G 1J1',
    'CA',
    '+1.5145550144',
    'liam@tremblay-erable.example',
  ],
  [
    'BP-200006',
    'bluepeak',
    'Jack Wilson',
    'Southern Cross Surf Co',
    ['15 Campbell Parade'],
    'Bondi Beach',
    'NSW',
    '2026',
    'AU',
    '+61.293001845',
    'jack@southerncross-surf.example',
  ],
  [
    'BP-200007',
    'bluepeak',
    'Sofia Martinez',
    null,
    ['2210 Congress Ave'],
    'Austin',
    'TX',
    '78704',
    'US',
    '+1.5125550176',
    'sofia.martinez@inbox.example',
  ],
  [
    'BP-200008',
    'bluepeak',
    'Daniel Kim',
    'Kimchi Labs LLC',
    ['350 Brannan St'],
    'San Francisco',
    'CA',
    '94107',
    'US',
    '+1.4155550139',
    'daniel@kimchi-labs.example',
  ],
  [
    'BP-200009',
    'bluepeak',
    'Lucas Oliveira',
    null,
    ['Rua Oscar Freire 900'],
    'São Paulo',
    'SP',
    '01426-001',
    'BR',
    '+55.1130814422',
    'lucas.oliveira@correio.example',
  ],
  [
    'AW-300001',
    'alpenweb',
    'Reto Keller',
    'Keller Uhren AG',
    ['Bahnhofstrasse 52'],
    'Zürich',
    'ZH',
    '8001',
    'CH',
    '+41.442118930',
    'reto.keller@keller-uhren.example',
  ],
  [
    'AW-300002',
    'alpenweb',
    'Chiara Bernasconi',
    null,
    ['Via Nassa 21'],
    'Lugano',
    'TI',
    '6900',
    'CH',
    '+41.919223175',
    'chiara.bernasconi@posta.example',
  ],
  [
    'AW-300003',
    'alpenweb',
    'Élodie Favre',
    'Favre Fromages SA',
    ['Rue du Marché 8'],
    'Genève',
    'GE',
    '1204',
    'CH',
    '+41.223104466',
    'elodie@favre-fromages.example',
  ],
  [
    'AW-300004',
    'alpenweb',
    'Andreas Huber',
    null,
    ['Maria-Theresien-Straße 18'],
    'Innsbruck',
    null,
    '6020',
    'AT',
    '+43.512563301',
    'andreas.huber@tirol-mail.example',
  ],
  [
    'AW-300005',
    'alpenweb',
    'Nadine Frick',
    'Frick Treuhand Anstalt',
    ['Städtle 31'],
    'Vaduz',
    null,
    '9490',
    'LI',
    '+423.2362240',
    'office@frick-treuhand.example',
  ],
  [
    'AW-300006',
    'alpenweb',
    'Matteo Rossi',
    'Rossi Impianti S.r.l.',
    ['Corso Buenos Aires 33'],
    'Milano',
    'MI',
    '20124',
    'IT',
    '+39.0229405518',
    'matteo@rossi-impianti.example',
  ],
  [
    'AW-300007',
    'alpenweb',
    'Sabine Zimmermann',
    null,
    ['Leopoldstraße 120'],
    'München',
    'Bayern',
    '80804',
    'DE',
    '+49.8938884412',
    'sabine.zimmermann@mailbox.example',
  ],
  [
    'LR-400001',
    'lumiere',
    'Camille Laurent',
    null,
    ['14 rue de la République'],
    'Lyon',
    null,
    '69002',
    'FR',
    '+33.472401188',
    'camille.laurent@courriel.example',
  ],
  [
    'LR-400002',
    'lumiere',
    'Hugo Moreau',
    'Moreau Vins SARL',
    ['3 quai des Chartrons'],
    'Bordeaux',
    null,
    '33000',
    'FR',
    '+33.556813240',
    'contact@moreau-vins.example',
  ],
  [
    'LR-400003',
    'lumiere',
    'Léa Dubois',
    null,
    ['27 boulevard Voltaire'],
    'Paris',
    null,
    '75011',
    'FR',
    '+33.143556712',
    'lea.dubois@courriel.example',
  ],
  [
    'LR-400004',
    'lumiere',
    'Thomas Peeters',
    'Peeters Chocolaterie BV',
    ['Steenstraat 44'],
    'Brugge',
    null,
    '8000',
    'BE',
    '+32.50337126',
    'thomas@peeters-choco.example',
  ],
  [
    'LR-400005',
    'lumiere',
    'Claire Schmit',
    null,
    ['12 avenue de la Liberté'],
    'Luxembourg',
    null,
    '1930',
    'LU',
    '+352.26483311',
    'claire.schmit@post-lu.example',
  ],
  [
    'LR-400006',
    'lumiere',
    'Javier García López',
    'García Reformas S.L.',
    ['Calle de Alcalá 155'],
    'Madrid',
    'Madrid',
    '28009',
    'ES',
    '+34.914357820',
    'javier@garcia-reformas.example',
  ],
  [
    'LR-400007',
    'lumiere',
    'Giulia Romano',
    null,
    ['Via dei Serragli 61'],
    'Firenze',
    'FI',
    '50124',
    'IT',
    '+39.055229318',
    'giulia.romano@posta.example',
  ],
  [
    'LR-400008',
    'lumiere',
    'João Ferreira',
    'Ferreira & Filhos Lda',
    ['Rua de Santa Catarina 312'],
    'Porto',
    null,
    '4000-442',
    'PT',
    '+351.222004518',
    'joao@ferreira-filhos.example',
  ],
  [
    'HB-500001',
    'halcyon',
    'Domain Administrator',
    'Northwind Consumer Brands Inc.',
    ['500 Madison Avenue', 'Floor 12'],
    'New York',
    'NY',
    '10022',
    'US',
    '+1.2125550102',
    'domains@northwind-brands.example',
  ],
  [
    'HB-500002',
    'halcyon',
    'Yuki Tanaka',
    'Sakura Denki K.K.',
    ['2-7-1 Marunouchi'],
    'Chiyoda-ku',
    'Tokyo',
    '100-0005',
    'JP',
    '+81.352200411',
    'domains@sakura-denki.example',
  ],
  [
    'HB-500003',
    'halcyon',
    'Wang Fang',
    'Hangzhou Lanshan Trading Co., Ltd.',
    ['88 Wensan Road'],
    'Hangzhou',
    'Zhejiang',
    '310012',
    'CN',
    '+86.57188213344',
    'wang.fang@lanshan-trading.example',
  ],
  [
    'HB-500004',
    'halcyon',
    'Dmitri Sokolov',
    'OOO Sever Logistika',
    ['Nevsky prospekt 48'],
    'Sankt-Peterburg',
    null,
    '191011',
    'RU',
    '+7.8123149022',
    'd.sokolov@sever-log.example',
  ],
  [
    'HB-500005',
    'halcyon',
    'Olena Kovalenko',
    null,
    ['vul. Khreshchatyk 22'],
    'Kyiv',
    null,
    '01001',
    'UA',
    '+380.442793318',
    'olena.kovalenko@poshta.example',
  ],
  [
    'HB-500006',
    'halcyon',
    'Ahmed Al Mansoori',
    'Al Noor Properties LLC',
    ['Sheikh Zayed Road, Tower 3'],
    'Dubai',
    null,
    '00000',
    'AE',
    '+971.43308820',
    'domains@alnoor-properties.example',
  ],
];

/** Labels no registry allocates: the names of ICANN's Specification 5 and what registries keep for themselves. */
export const RESERVED_LABELS = [
  'nic',
  'whois',
  'www',
  'rdap',
  'example',
  'registry',
  'registrar',
  'iana',
  'icann',
  'localhost',
  'invalid',
  'test',
  'local',
  'hostmaster',
  'postmaster',
  'webmaster',
  'abuse',
  'root',
  'dns',
  'autoconfig',
  'wpad',
  'rdds',
  'epp',
];

/** Premium names on most new gTLDs; single letters count too where the TLD allows them. */
export const PREMIUM_WORDS = [
  'ai',
  'app',
  'art',
  'auto',
  'bank',
  'bar',
  'best',
  'bet',
  'bio',
  'buy',
  'car',
  'cars',
  'casino',
  'chat',
  'city',
  'coffee',
  'crypto',
  'deal',
  'deals',
  'dog',
  'eat',
  'fashion',
  'film',
  'food',
  'free',
  'fun',
  'game',
  'games',
  'gold',
  'golf',
  'health',
  'home',
  'hotel',
  'jobs',
  'law',
  'love',
  'market',
  'money',
  'music',
  'nft',
  'pay',
  'pizza',
  'play',
  'poker',
  'radio',
  'sale',
  'solar',
  'sport',
  'tech',
  'travel',
  'vip',
  'web',
  'wine',
  'win',
  'yoga',
  'zero',
];

/** ccTLDs popular as "hacks" (.io, .ai, …) sell a short premium list too. */
export const PREMIUM_CCTLDS = ['io', 'ai', 'co', 'me', 'tv', 'gg'];
export const PREMIUM_CCTLD_WORDS = [
  'ai',
  'app',
  'bot',
  'cloud',
  'code',
  'data',
  'dev',
  'game',
  'hub',
  'lab',
  'labs',
  'pay',
  'play',
  'shop',
  'stream',
  'tech',
  'web',
  'zen',
  'go',
  'hq',
];

/** Premium price tiers per year in euro cents, 99 € to 4,999 €. */
export const PREMIUM_TIERS = [9900, 14900, 24900, 49900, 99900, 199900, 249900, 499900];

/**
 * The share of the common words each TLD has taken, for English and German words: .com almost
 * all, .net/.org/.de most, new gTLDs few. A deterministic hash of the name decides.
 */
export const TAKEN_SHARE: Record<string, [en: number, de: number]> = {
  com: [0.97, 0.9],
  net: [0.82, 0.7],
  org: [0.76, 0.6],
  info: [0.55, 0.45],
  biz: [0.42, 0.3],
  mobi: [0.2, 0.1],
  name: [0.1, 0.06],
  pro: [0.2, 0.12],
  de: [0.72, 0.95],
  eu: [0.5, 0.5],
  at: [0.35, 0.8],
  ch: [0.4, 0.82],
  li: [0.1, 0.25],
  uk: [0.75, 0.1],
  fr: [0.4, 0.12],
  nl: [0.5, 0.2],
  be: [0.35, 0.15],
  it: [0.4, 0.1],
  es: [0.4, 0.08],
  pl: [0.3, 0.1],
  se: [0.35, 0.1],
  dk: [0.35, 0.12],
  fi: [0.25, 0.05],
  cz: [0.25, 0.1],
  lu: [0.15, 0.1],
  pt: [0.25, 0.05],
  us: [0.6, 0.08],
  ca: [0.5, 0.05],
  io: [0.6, 0.15],
  co: [0.62, 0.15],
  me: [0.5, 0.15],
  tv: [0.35, 0.1],
  cc: [0.4, 0.1],
  ai: [0.45, 0.1],
  gg: [0.2, 0.05],
  app: [0.35, 0.1],
  dev: [0.3, 0.08],
  page: [0.1, 0.04],
  shop: [0.3, 0.2],
  store: [0.3, 0.15],
  online: [0.3, 0.2],
  site: [0.2, 0.1],
  tech: [0.25, 0.08],
  xyz: [0.35, 0.15],
  cloud: [0.2, 0.15],
  blog: [0.2, 0.15],
  club: [0.2, 0.1],
  design: [0.15, 0.08],
  agency: [0.15, 0.08],
  digital: [0.15, 0.1],
  email: [0.1, 0.05],
  live: [0.2, 0.1],
  news: [0.15, 0.08],
  space: [0.1, 0.05],
  website: [0.1, 0.05],
  world: [0.1, 0.05],
  art: [0.15, 0.08],
  eco: [0.05, 0.03],
  berlin: [0.05, 0.3],
  hamburg: [0.03, 0.2],
  koeln: [0.02, 0.15],
  bayern: [0.02, 0.15],
  wien: [0.02, 0.2],
  swiss: [0.05, 0.2],
};

/** Common English words, as people search for them. */
export const COMMON_WORDS_EN = (
  'about above account action active actor address advice agency air airport alarm album alpha amazing angel animal answer apple area arena army ' +
  'art artist asset audio auto award baby back bakery ball band bank bar base basic bath beach bear beauty bed beer best bike bird black blog blue ' +
  'board boat body book boost boss box brain brand bread bridge bright build business buy cafe cake camera camp capital car card care career cash ' +
  'castle cat center chain chair change chat check chef chicken child city class clean clear click clinic clock cloud club coach coast code coffee ' +
  'color company computer connect cook cool copy corner country cream credit cross crown cup cyber daily dance data date deal dental design digital ' +
  'direct doctor dog dream dress drive drone earth easy eco edge energy engine escape event expert express eye face fair family farm fashion fast ' +
  'field film finance fire first fish fit fitness flash flat flight flower fly focus food force forest fox free fresh friend fruit fun future game ' +
  'garden gear gift glass global gold golf good green group guide hair happy health heart hero high hill home horse host hotel house hub ice idea ' +
  'image impact info insight island jet job joy juice key kids king kitchen lab lake land law leader legal life light line link lion live local ' +
  'logic love lucky magic mail maker map market master media medical metal mind mobile modern money moon motor mountain move movie music nature ' +
  'net network news next night north nova ocean office one online open orange origin paint paper park partner party pay peak people pet phone ' +
  'photo pixel pizza place planet plant play plus point power press prime print pro product project pure quick radio rain real red rent repair ' +
  'rest river road robot rock room root royal run safe sale salon school science sea secure service shop silver simple sky smart smile snow social ' +
  'soft solar solution sound space sport spring star start station steel stone store story studio style sun super support surf swim system table ' +
  'taxi team tech test time tool top tour town toy trade train travel tree trip true trust union unit urban value vision voice water wave way web ' +
  'wedding well west white wild wind wine winter wise wolf wood work world yoga young zone'
).split(' ');

/** Common German words, in their ASCII spelling (umlauts as ae/oe/ue, as many registrants write them). */
export const COMMON_WORDS_DE = (
  'abenteuer apotheke arbeit arzt auto autohaus baeckerei bank bau bauen beratung bier bildung blumen boot brot buch buero burg computer dach ' +
  'dienst dorf elektro energie erde essen fahrrad familie farbe fenster ferien fest feuer film finanz fisch fleisch flug frau freizeit freund ' +
  'frisch frisoer fuchs garten gast gastro geld gemuese gesundheit glas glueck gold handel handwerk haus heimat heizung helfer hilfe himmel hof ' +
  'holz hotel hund immobilien insel jagd job kaffee kanzlei karte katze kaufen kinder kino kirche klima koch kosmetik kraft kueche kunst laden ' +
  'land leben licht liebe markt maler mode moebel musik natur netz neu obst online pferd pflege physio praxis rad raum recht reise reisen ' +
  'restaurant sauna schloss schmuck schnell schule schuhe see sonne spiel spiele sport stadt stern strom tanz technik tier tisch traum uhren ' +
  'umzug urlaub verein versand versicherung wald wandern wasser wein welt werbung werkstatt wetter wohnen wolke zahnarzt zeit zeitung zuhause'
).split(' ');

/**
 * Words other registrars hold on the IDN TLDs, which sell names in their own script only, with
 * the share taken on each TLD.
 */
export const IDN_TAKEN: Array<{ tlds: Array<[tld: string, share: number]>; words: string[] }> = [
  {
    tlds: [
      ['xn--p1ai', 0.8],
      ['xn--80asehdb', 0.25],
      ['xn--c1avg', 0.2],
    ],
    words: (
      'москва магазин новости компания россия такси доставка ремонт строительство недвижимость автомобили работа банк кафе ресторан погода ' +
      'музыка кино игры спорт здоровье аптека цветы подарки книги мебель одежда туризм отели юрист школа университет семья дети фото видео ' +
      'интернет телефон бизнес'
    ).split(' '),
  },
  {
    tlds: [
      ['xn--j1amh', 0.6],
      ['xn--c1avg', 0.1],
    ],
    words: 'київ україна новини магазин компанія робота таксі ремонт доставка квіти книги спорт музика банк кафе львів одеса харків'.split(
      ' ',
    ),
  },
  {
    tlds: [
      ['xn--55qx5d', 0.4],
      ['xn--ses554g', 0.3],
      ['xn--6frz82g', 0.2],
    ],
    words: '中国 北京 上海 公司 网络 购物 手机 游戏 音乐 新闻 旅游 汽车 银行 房产 教育 健康 美食 电影 科技 商城'.split(' '),
  },
  {
    tlds: [['xn--mgbaam7a8h', 0.3]],
    words: 'دبي ابوظبي الشارقة عقارات سيارات مطعم فندق سفر اخبار تسوق'.split(' '),
  },
];

/** IDN names taken on TLDs with IDN tables, in their Unicode form. */
export const IDN_NAMES_TAKEN = [
  'bücher.de',
  'müller.de',
  'köln.de',
  'münchen.de',
  'straße.de',
  'größe.de',
  'bäcker.de',
  'schön.de',
  'grün.de',
  'küche.de',
  'müller.com',
  'bücher.com',
  'пример.com',
  'münchen.com',
  'zürich.ch',
  'genève.ch',
  'österreich.at',
  'kärnten.at',
  'café.fr',
  'hôtel.fr',
  'españa.es',
  'niño.es',
  'città.it',
  'łódź.pl',
  'göteborg.se',
  'københavn.dk',
  'ålesund.eu',
  'pérez.eu',
  'пример.рф',
  'пример.онлайн',
  'пример.орг',
  'приклад.укр',
  '例子.公司',
  '例子.网址',
  'مثال.امارات',
];

/**
 * Names other registrars hold with auth codes everyone can read here, so that a transfer in can be
 * tried in the test environment (README, demo data): one that can move, one under the registrar
 * lock, one inside the registry's 60-day lock after its registration.
 */
export const DEMO_TRANSFER_DOMAINS: Array<{
  name: string;
  tld: string;
  registrarId: string;
  authInfo: string;
  createdDaysAgo: number;
  clientStatuses: string[];
}> = [
  {
    name: 'transfer-demo.com',
    tld: 'com',
    registrarId: 'nordhafen',
    authInfo: 'Demo-Transfer-2026',
    createdDaysAgo: 400,
    clientStatuses: [],
  },
  {
    name: 'transfer-demo-locked.com',
    tld: 'com',
    registrarId: 'bluepeak',
    authInfo: 'Demo-Locked-2026',
    createdDaysAgo: 400,
    clientStatuses: ['clientTransferProhibited'],
  },
  { name: 'transfer-demo-new.com', tld: 'com', registrarId: 'alpenweb', authInfo: 'Demo-New-2026', createdDaysAgo: 10, clientStatuses: [] },
];
