import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RegistryError } from '../registry-gateway';
import { assertValidEppFrame, EPP_SCHEMA_DIR } from '../../test/epp/epp-schema';
import { EppCommandError, EppConnectionError, failureClass, successKind } from './epp-result';
import {
  expectSuccess,
  parseServerFrame,
  readPollMessage,
  readContactInfo,
  readDomainCheck,
  readDomainInfo,
  readRgpUpdate,
  type EppResponse,
} from './responses';
import { EppXmlError } from './xml';

const sample = (file: string) => readFileSync(resolve(EPP_SCHEMA_DIR, 'samples', file), 'utf8');

function response(xml: string): EppResponse {
  const frame = parseServerFrame(xml);
  if (frame.type !== 'response') throw new Error('not a response');
  return frame.response;
}

const wrap = (inner: string, code = 1000, extra = '') =>
  `<?xml version="1.0" encoding="UTF-8"?><epp xmlns="urn:ietf:params:xml:ns:epp-1.0"><response><result code="${code}"><msg>m</msg>${extra}</result>${inner}<trID><clTRID>SHOP-9</clTRID><svTRID>SV-1</svTRID></trID></response></epp>`;

describe('reading the registry samples', () => {
  it('info_domain_response.xml: a domain with its contacts, nameservers, hosts, dates and auth code', () => {
    const reply = response(sample('info_domain_response.xml'));
    expect(expectSuccess(reply)).toBe('completed');
    expect(reply.transaction).toEqual({ clTRID: 'ABC-12345', svTRID: '54322-XYZ' });
    const info = readDomainInfo(reply);
    expect(info).toMatchObject({
      name: 'example.com',
      roid: 'EXAMPLE1-REP',
      statuses: ['ok'],
      registrant: 'jd1234',
      contacts: [
        { type: 'admin', id: 'sh8013' },
        { type: 'tech', id: 'sh8013' },
      ],
      nameservers: ['ns1.example.com', 'ns1.example.net'],
      hosts: ['ns1.example.com', 'ns2.example.com'],
      clientId: 'ClientX',
      createdBy: 'ClientY',
      authInfo: 'USER1-DK-098f6bcd4621d373cade4e832627b4f6',
      rgpStatuses: [],
      dsData: [],
    });
    expect(info.createdAt?.toISOString()).toBe('1999-04-03T22:00:00.000Z');
    expect(info.expiresAt?.toISOString()).toBe('2005-04-03T22:00:00.000Z');
    expect(info.transferredAt?.toISOString()).toBe('2000-04-08T09:00:00.000Z');
  });

  it('dnssec-1.1.xml: the DS records of the secDNS extension', () => {
    const info = readDomainInfo(response(sample('dnssec-1.1.xml')));
    expect(info.dsData).toEqual([{ keyTag: 12345, alg: 3, digestType: 1, digest: '49FD46E6C4B45C55D4AC' }]);
    expect(info.nameservers).toEqual(['ns1.example.com', 'ns2.example.com']);
  });

  it('rgp-response.xml: a restore request leaves the name pendingRestore', () => {
    const reply = response(sample('rgp-response.xml'));
    expect(expectSuccess(reply)).toBe('completed');
    expect(readRgpUpdate(reply)).toBe('pendingRestore');
  });

  it('reads by namespace, whatever prefix the registry chooses', () => {
    const xml = wrap(
      '<resData><d:chkData xmlns:d="urn:ietf:params:xml:ns:domain-1.0"><d:cd><d:name avail="1">Free.COM</d:name></d:cd><d:cd><d:name avail="0">taken.com</d:name><d:reason>In use</d:reason></d:cd></d:chkData></resData>',
    );
    expect(readDomainCheck(response(xml))).toEqual([
      { name: 'free.com', available: true, reason: null },
      { name: 'taken.com', available: false, reason: 'In use' },
    ]);
  });

  it('reads a contact with its postal data and disclose exceptions', () => {
    const xml = wrap(
      `<resData><contact:infData xmlns:contact="urn:ietf:params:xml:ns:contact-1.0"><contact:id>SH8013</contact:id><contact:roid>SH8013-REP</contact:roid><contact:status s="linked"/><contact:postalInfo type="int"><contact:name>John Doe</contact:name><contact:org>Example Inc.</contact:org><contact:addr><contact:street>123 Example Dr.</contact:street><contact:street>Suite 100</contact:street><contact:city>Dulles</contact:city><contact:sp>VA</contact:sp><contact:pc>20166-6503</contact:pc><contact:cc>US</contact:cc></contact:addr></contact:postalInfo><contact:voice x="1234">+1.7035555555</contact:voice><contact:email>jdoe@example.com</contact:email><contact:clID>ClientY</contact:clID><contact:crID>ClientX</contact:crID><contact:crDate>1999-04-03T22:00:00.0Z</contact:crDate><contact:authInfo><contact:pw>2fooBAR</contact:pw></contact:authInfo><contact:disclose flag="0"><contact:voice/><contact:email/></contact:disclose></contact:infData></resData>`,
    );
    expect(readContactInfo(response(xml))).toMatchObject({
      id: 'SH8013',
      statuses: ['linked'],
      postalInfo: [
        {
          type: 'int',
          name: 'John Doe',
          org: 'Example Inc.',
          street: ['123 Example Dr.', 'Suite 100'],
          city: 'Dulles',
          stateOrProvince: 'VA',
          postalCode: '20166-6503',
          countryCode: 'US',
        },
      ],
      voice: '+1.7035555555',
      email: 'jdoe@example.com',
      authInfo: '2fooBAR',
      disclose: { flag: false, fields: ['voice', 'email'] },
    });
  });

  it('reads a greeting with the services it offers', () => {
    const frame = parseServerFrame(
      `<?xml version="1.0" encoding="UTF-8"?><epp xmlns="urn:ietf:params:xml:ns:epp-1.0"><greeting><svID>Example EPP server</svID><svDate>2026-11-25T10:00:00.0Z</svDate><svcMenu><version>1.0</version><lang>en</lang><objURI>urn:ietf:params:xml:ns:domain-1.0</objURI><objURI>urn:ietf:params:xml:ns:contact-1.0</objURI><svcExtension><extURI>urn:ietf:params:xml:ns:rgp-1.0</extURI></svcExtension></svcMenu><dcp><access><all/></access><statement><purpose><admin/><prov/></purpose><recipient><ours/></recipient><retention><stated/></retention></statement></dcp></greeting></epp>`,
    );
    expect(frame).toEqual({
      type: 'greeting',
      greeting: {
        serverId: 'Example EPP server',
        serverDate: new Date('2026-11-25T10:00:00Z'),
        versions: ['1.0'],
        languages: ['en'],
        objectUris: ['urn:ietf:params:xml:ns:domain-1.0', 'urn:ietf:params:xml:ns:contact-1.0'],
        extensionUris: ['urn:ietf:params:xml:ns:rgp-1.0'],
      },
    });
  });
});

describe('poll messages', () => {
  const poll = (inner: string, code = 1301) =>
    `<?xml version="1.0" encoding="UTF-8"?><epp xmlns="urn:ietf:params:xml:ns:epp-1.0"><response><result code="${code}"><msg>Command completed successfully; ack to dequeue</msg></result>${inner}<trID><clTRID>SHOP-P1</clTRID><svTRID>SV-P1</svTRID></trID></response></epp>`;

  it('reads a transfer message (RFC 5730 §2.9.2.3 example) with its trnData', async () => {
    const xml = poll(
      '<msgQ count="5" id="12345"><qDate>2000-06-08T22:00:00.0Z</qDate><msg>Transfer requested.</msg></msgQ><resData><domain:trnData xmlns:domain="urn:ietf:params:xml:ns:domain-1.0"><domain:name>example.com</domain:name><domain:trStatus>pending</domain:trStatus><domain:reID>ClientX</domain:reID><domain:reDate>2000-06-08T22:00:00.0Z</domain:reDate><domain:acID>ClientY</domain:acID><domain:acDate>2000-06-13T22:00:00.0Z</domain:acDate><domain:exDate>2002-09-08T22:00:00.0Z</domain:exDate></domain:trnData></resData>',
    );
    await assertValidEppFrame(xml);
    const message = readPollMessage(response(xml));
    expect(message).toMatchObject({ id: '12345', count: 5, text: 'Transfer requested.', pendingAction: null });
    expect(message?.transfer).toMatchObject({ name: 'example.com', status: 'pending', requestedBy: 'ClientX', actionBy: 'ClientY' });
    expect(message?.transfer?.actBy.toISOString()).toBe('2000-06-13T22:00:00.000Z');
  });

  it('reads the outcome of a pending action (panData, RFC 5731 §3.3)', async () => {
    const xml = poll(
      '<msgQ count="1" id="7"><qDate>1999-04-04T22:01:00.0Z</qDate><msg>Pending action completed successfully.</msg></msgQ><resData><domain:panData xmlns:domain="urn:ietf:params:xml:ns:domain-1.0"><domain:name paResult="1">Example.com</domain:name><domain:paTRID><clTRID>ABC-12345</clTRID><svTRID>54321-XYZ</svTRID></domain:paTRID><domain:paDate>1999-04-04T22:00:00.0Z</domain:paDate></domain:panData></resData>',
    );
    await assertValidEppFrame(xml);
    expect(readPollMessage(response(xml))?.pendingAction).toEqual({
      name: 'example.com',
      succeeded: true,
      clTRID: 'ABC-12345',
      svTRID: '54321-XYZ',
      at: new Date('1999-04-04T22:00:00Z'),
    });
  });

  it('says nothing for an empty queue (1300)', async () => {
    const xml = poll('', 1300).replace('; ack to dequeue', '; no messages');
    await assertValidEppFrame(xml);
    expect(readPollMessage(response(xml))).toBeNull();
  });
});

describe('result codes', () => {
  it('names the success codes', () => {
    expect([1000, 1001, 1300, 1301, 1500].map(successKind)).toEqual(['completed', 'pending', 'queue-empty', 'queue-message', 'logged-out']);
    const polled = response(
      wrap('', 1301).replace(
        '<trID>',
        '<msgQ count="4" id="12"><qDate>2026-11-25T10:00:00Z</qDate><msg>Transfer requested.</msg></msgQ><trID>',
      ),
    );
    expect(expectSuccess(polled)).toBe('queue-message');
    expect(polled.messageQueue).toEqual({ count: 4, id: '12', queuedAt: new Date('2026-11-25T10:00:00Z'), message: 'Transfer requested.' });
  });

  it('classes failures by their second digit', () => {
    expect([2001, 2101, 2201, 2302, 2400, 2502].map(failureClass)).toEqual([
      'protocol-syntax',
      'implementation',
      'security',
      'data-management',
      'server-system',
      'connection-management',
    ]);
  });

  it('turns a 2xxx reply into a RegistryError with the code, the reason and both transaction ids', () => {
    const reply = response(
      wrap(
        '',
        2306,
        '<extValue><value><domain:name xmlns:domain="urn:ietf:params:xml:ns:domain-1.0">x.com</domain:name></value><reason>Too long a period</reason></extValue>',
      ),
    );
    let error: unknown;
    try {
      expectSuccess(reply);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(RegistryError);
    expect(error).toBeInstanceOf(EppCommandError);
    const failure = error as EppCommandError;
    expect(failure.eppCode).toBe(2306);
    expect(failure.reason).toBe('Too long a period');
    expect(failure.transaction).toEqual({ clTRID: 'SHOP-9', svTRID: 'SV-1' });
    expect(failure.transient).toBe(false);
    expect(failure.retrySameTransaction).toBe(false);
    expect(failure.sessionEnded).toBe(false);
  });

  it('says what to do after 2400 (same clTRID again) and 2500–2502 (new session)', () => {
    const transient = new EppCommandError(2400, 'Command failed', { clTRID: 'a', svTRID: 'b' });
    expect([transient.transient, transient.retrySameTransaction, transient.sessionEnded]).toEqual([true, true, false]);
    for (const code of [2500, 2501, 2502]) {
      const ended = new EppCommandError(code, 'closing', { clTRID: null, svTRID: null });
      expect([ended.transient, ended.retrySameTransaction, ended.sessionEnded]).toEqual([true, false, true]);
    }
    const lost = new EppConnectionError('connection closed', true);
    expect([lost.eppCode, lost.transient, lost.outcomeUnknown]).toEqual([2500, true, true]);
  });

  it('refuses frames that are not EPP', () => {
    expect(() => parseServerFrame('<html><body>502 Bad Gateway</body></html>')).toThrow(EppXmlError);
    expect(() => parseServerFrame('<epp xmlns="urn:ietf:params:xml:ns:epp-1.0"><response>')).toThrow(EppXmlError);
    expect(() => parseServerFrame('<!DOCTYPE x [<!ENTITY a "aaaa">]><epp xmlns="urn:ietf:params:xml:ns:epp-1.0"/>')).toThrow(/DOCTYPE/);
    expect(() => parseServerFrame(wrap('', 1234))).toThrow(/not defined/);
    expect(() => parseServerFrame(wrap('', 3000))).toThrow(EppXmlError);
    expect(() => parseServerFrame('<epp xmlns="urn:ietf:params:xml:ns:epp-1.0"><response></response></epp>')).toThrow(/without <result>/);
  });
});
