import type { DomainInfo } from '../../registry/registry-gateway';
import { toDisplayName } from '@common/domain/domain-name';
import { CONTACT_THE_REGISTRANT, RDAP_STATUS, eppStatuses, publishedRegistrant } from './registration-data-policy';

/** JSONPath of each redacted registrant field in our answer (RFC 9537 prePath). */
const REGISTRANT_PATH = "$.entities[?(@.roles[0]=='registrant')].vcardArray[1]";
const REDACTED_PATHS: Record<string, string> = {
  'Registrant Name': `${REGISTRANT_PATH}[?(@[0]=='fn')][3]`,
  'Registrant Street': `${REGISTRANT_PATH}[?(@[0]=='adr')][3][2]`,
  'Registrant City': `${REGISTRANT_PATH}[?(@[0]=='adr')][3][3]`,
  'Registrant Postal Code': `${REGISTRANT_PATH}[?(@[0]=='adr')][3][5]`,
  'Registrant Phone': `${REGISTRANT_PATH}[?(@[0]=='tel')]`,
  'Registrant Email': `${REGISTRANT_PATH}[?(@[0]=='email')]`,
};

export interface RdapContext {
  /** The shop's public address, for self links. */
  baseUrl: string;
  /** Host of the port-43 WHOIS service, when it runs. */
  port43: string | null;
  now: Date;
}

const NOTICES = [
  {
    title: 'Terms of Use',
    description: [
      'The data in this record is provided for information purposes only and may not be used for unsolicited advertising or to collect personal data.',
    ],
  },
  {
    title: 'Status Codes',
    description: ['For more information on domain status codes, please visit https://icann.org/epp'],
    links: [{ value: 'https://icann.org/epp', rel: 'glossary', href: 'https://icann.org/epp', type: 'text/html' }],
  },
  {
    title: 'RDDS Inaccuracy Complaint Form',
    description: ['URL of the ICANN RDDS Inaccuracy Complaint Form: https://icann.org/wicf'],
    links: [{ value: 'https://icann.org/wicf', rel: 'help', href: 'https://icann.org/wicf', type: 'text/html' }],
  },
];

/** An RFC 9083 domain object with the redactions of RFC 9537 and the ICANN response profile. */
export function presentRdapDomain(info: DomainInfo, context: RdapContext) {
  const self = `${context.baseUrl}/rdap/domain/${info.name}`;
  const unicode = toDisplayName(info.name);
  const registrant = publishedRegistrant(info.registrant);
  const events = [
    { eventAction: 'registration', eventDate: info.createdAt.toISOString() },
    { eventAction: 'expiration', eventDate: info.expiresAt.toISOString() },
    { eventAction: 'last changed', eventDate: info.updatedAt.toISOString() },
    ...(info.transferredAt ? [{ eventAction: 'transfer', eventDate: info.transferredAt.toISOString() }] : []),
    { eventAction: 'last update of RDAP database', eventDate: context.now.toISOString() },
  ];
  const entities: unknown[] = [
    {
      objectClassName: 'entity',
      handle: String(info.registrar.ianaId ?? info.registrar.id),
      roles: ['registrar'],
      publicIds: info.registrar.ianaId ? [{ type: 'IANA Registrar ID', identifier: String(info.registrar.ianaId) }] : [],
      vcardArray: [
        'vcard',
        [
          ['version', {}, 'text', '4.0'],
          ['fn', {}, 'text', info.registrar.name],
          ['url', {}, 'uri', info.registrar.url],
        ],
      ],
      entities: [
        {
          objectClassName: 'entity',
          roles: ['abuse'],
          vcardArray: [
            'vcard',
            [
              ['version', {}, 'text', '4.0'],
              ['fn', {}, 'text', `${info.registrar.name} abuse desk`],
              ['tel', { type: 'voice' }, 'uri', `tel:${info.registrar.abusePhone}`],
              ['email', {}, 'text', info.registrar.abuseEmail],
            ],
          ],
        },
      ],
    },
  ];
  if (registrant) {
    entities.push({
      objectClassName: 'entity',
      roles: ['registrant'],
      vcardArray: [
        'vcard',
        [
          ['version', {}, 'text', '4.0'],
          ['fn', {}, 'text', ''],
          ...(registrant.organization ? [['org', {}, 'text', registrant.organization]] : []),
          ['adr', {}, 'text', ['', '', '', '', registrant.stateOrProvince ?? '', '', registrant.countryCode]],
        ],
      ],
      remarks: [{ title: 'REDACTED FOR PRIVACY', type: 'object redacted due to authorization', description: [CONTACT_THE_REGISTRANT] }],
    });
  }
  return {
    rdapConformance: ['rdap_level_0', 'icann_rdap_response_profile_1', 'icann_rdap_technical_implementation_guide_1', 'redacted'],
    objectClassName: 'domain',
    handle: `${info.name.toUpperCase().replace(/\./g, '_')}-DOM`,
    ldhName: info.name,
    ...(unicode !== info.name ? { unicodeName: unicode } : {}),
    status: eppStatuses(info).map((status) => RDAP_STATUS[status] ?? status),
    events,
    nameservers: info.nameservers.map((host) => ({ objectClassName: 'nameserver', ldhName: host })),
    secureDNS: { delegationSigned: false },
    entities,
    redacted: (registrant?.redacted ?? []).map((name) => ({
      name: { type: name },
      ...(name === 'Registrant Phone' || name === 'Registrant Email'
        ? { path: REDACTED_PATHS[name], method: 'removal' }
        : { prePath: REDACTED_PATHS[name], method: 'emptyValue' }),
      pathLang: 'jsonpath',
      reason: { description: 'Server policy' },
    })),
    links: [{ value: self, rel: 'self', href: self, type: 'application/rdap+json' }],
    notices: NOTICES,
    ...(context.port43 ? { port43: context.port43 } : {}),
  };
}

/** RFC 9083 §6 error object. */
export function presentRdapError(errorCode: 400 | 404 | 429, title: string, description: string) {
  return { rdapConformance: ['rdap_level_0'], errorCode, title, description: [description] };
}
