import type { Rrset } from '../records/rrset';

/** An example zone's RRsets with every DNS type the editor has except ALIAS (which BIND does not know). */
export const exampleDkim = 'p=' + 'A'.repeat(300);

/** RRsets as the zone module hands them over: absolute names, presentation-format RDATA. */
export const exampleRrsets: Rrset[] = [
  { name: 'www.example.com.', type: 'CNAME', ttl: 3600, records: ['example.com.'] },
  { name: 'example.com.', type: 'MX', ttl: 3600, records: ['20 backup.example.net.', '10 mail.example.com.'] },
  { name: 'example.com.', type: 'A', ttl: 300, records: ['192.0.2.1'] },
  { name: 'example.com.', type: 'AAAA', ttl: 300, records: ['2001:db8::1'] },
  { name: 'example.com.', type: 'TXT', ttl: 3600, records: ['"v=spf1 mx -all"', '"say \\"hi\\""'] },
  { name: 'example.com.', type: 'CAA', ttl: 3600, records: ['0 issue "letsencrypt.org"'] },
  { name: 'example.com.', type: 'HTTPS', ttl: 3600, records: ['1 . alpn=h2,h3'] },
  { name: 'mail.example.com.', type: 'A', ttl: 3600, records: ['192.0.2.25'] },
  {
    name: 'sel._domainkey.example.com.',
    type: 'TXT',
    ttl: 3600,
    records: [`"v=DKIM1; k=rsa; ${exampleDkim.slice(0, 239)}" "${exampleDkim.slice(239)}"`],
  },
  { name: '_sip._tcp.example.com.', type: 'SRV', ttl: 3600, records: ['10 60 5060 sip.example.com.'] },
  { name: 'sip.example.com.', type: 'NAPTR', ttl: 3600, records: ['100 10 "S" "SIP+D2U" "" _sip._udp.example.com.'] },
  { name: 'lab.example.com.', type: 'NS', ttl: 86400, records: ['ns1.other.example.', 'ns2.other.example.'] },
  { name: 'old.example.com.', type: 'DNAME', ttl: 3600, records: ['new.example.net.'] },
  {
    name: '_443._tcp.www.example.com.',
    type: 'TLSA',
    ttl: 3600,
    records: ['3 1 1 0c72ac70b745ac19998811b131d662c9ac69dbdbe7cb23e5b514b56664c5d3d6'],
  },
  {
    name: 'host.example.com.',
    type: 'SSHFP',
    ttl: 3600,
    records: ['4 2 0c72ac70b745ac19998811b131d662c9ac69dbdbe7cb23e5b514b56664c5d3d6'],
  },
  {
    name: 'c93f1e400f26708f98cb19d936620da35eec8f72e57f9eec01c1afd6._smimecert.example.com.',
    type: 'SMIMEA',
    ttl: 3600,
    records: ['3 0 1 0c72ac70b745ac19998811b131d662c9ac69dbdbe7cb23e5b514b56664c5d3d6'],
  },
  { name: 'svc.example.com.', type: 'SVCB', ttl: 3600, records: ['1 svc.example.net. port=8443'] },
  { name: '*.dev.example.com.', type: 'A', ttl: 3600, records: ['192.0.2.80'] },
];
export const exampleSoa = { serial: 2026112501, nameservers: ['ns1.shop.example', 'ns2.shop.example'] };
