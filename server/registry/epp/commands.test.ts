import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertValidEppFrame, EPP_SCHEMA_DIR } from '../../test/epp/epp-schema';
import * as commands from './commands';
import { idnLangCode, idnLangTag, idnLanguageOfCode, isIdnName } from './idn-lang';
import { child, children, NS, parseEppXml, text } from './xml';
import type { Element } from '@xmldom/xmldom';

/** A frame's elements as namespace-qualified paths with their attributes and text, whitespace and prefixes aside. */
function canonical(xml: string): string[] {
  const lines: string[] = [];
  const walk = (element: Element, path: string) => {
    const here = `${path}/{${element.namespaceURI}}${element.localName}`;
    const attributes = Array.from({ length: element.attributes.length }, (_, i) => element.attributes.item(i)!)
      .filter((a) => !a.name.startsWith('xmlns'))
      .map((a) => `@${a.name}=${a.value}`)
      .sort();
    const own = children(element).length === 0 ? (element.textContent ?? '').trim() : '';
    lines.push([here, ...attributes, own].join(' '));
    for (const inner of children(element)) walk(inner, here);
  };
  walk(parseEppXml(xml), '');
  return lines;
}

const sample = (file: string) => readFileSync(resolve(EPP_SCHEMA_DIR, 'samples', file), 'utf8');

const report = {
  preData: 'Registrant & contacts before <deletion>',
  postData: 'The same data now',
  deletedAt: new Date('2026-10-01T10:00:00Z'),
  restoredAt: new Date('2026-10-05T11:00:00Z'),
  reason: 'Registrant error',
  statements: ['Not restored for our own use or sale.', 'This report is true.'] as [string, string],
  other: 'none',
};
const ds = { keyTag: 12345, alg: 13, digestType: 2, digest: '49fd46e6c4b45c55d4ac49fd46e6c4b45c55d4ac49fd46e6c4b45c55d4ac1234' };

/** Every frame the client can send, as it sends it. */
const frames: Record<string, string> = {
  hello: commands.helloFrame(),
  login: commands.commandFrame(
    commands.login({
      clientId: 'shop-registrar',
      password: 'pass-Word1',
      newPassword: 'new-Pass-2',
      objectUris: [NS.domain, NS.contact, NS.host],
      extensionUris: [NS.rgp, NS.secDNS],
    }),
    'SHOP-1',
  ),
  logout: commands.commandFrame(commands.logout(), 'SHOP-2'),
  pollRequest: commands.commandFrame(commands.pollRequest(), 'SHOP-3'),
  pollAck: commands.commandFrame(commands.pollAck('12345'), 'SHOP-4'),
  domainCheck: commands.commandFrame(commands.domainCheck(['example.com', 'example.net', 'xn--bcher-kva.de']), 'SHOP-5'),
  domainInfo: commands.commandFrame(commands.domainInfo('example.com'), 'SHOP-6'),
  domainInfoWithAuth: commands.commandFrame(commands.domainInfo('example.com', { hosts: 'none', authInfo: 'Code-1' }), 'SHOP-7'),
  domainCreate: commands.commandFrame(
    commands.domainCreate({
      name: 'example.com',
      periodYears: 2,
      nameservers: ['ns1.example.net', 'ns2.example.net'],
      registrant: 'SHOP-C1',
      contacts: [
        { type: 'admin', id: 'SHOP-C1' },
        { type: 'tech', id: 'SHOP-C1' },
      ],
      authInfo: 'Secret-Code-1',
    }),
    'SHOP-8',
  ),
  domainCreateNoNs: commands.commandFrame(
    commands.domainCreate({ name: 'example.com', periodYears: 1, nameservers: [], registrant: 'SHOP-C1', authInfo: 'x' }),
    'SHOP-9',
  ),
  domainCreateIdn: commands.commandFrame(
    commands.domainCreate({
      name: 'xn--bcherei-9xa.com',
      periodYears: 1,
      nameservers: [],
      registrant: 'SHOP-C1',
      authInfo: 'x',
      extensions: [idnLangTag('de')],
    }),
    'SHOP-9I',
  ),
  domainRenew: commands.commandFrame(commands.domainRenew('example.com', new Date('2027-04-03T22:00:00Z'), 1), 'SHOP-10'),
  domainDelete: commands.commandFrame(commands.domainDelete('example.com'), 'SHOP-11'),
  transferRequest: commands.commandFrame(
    commands.domainTransfer('request', 'example.com', { authInfo: 'Code-1', periodYears: 1 }),
    'SHOP-12',
  ),
  transferQuery: commands.commandFrame(commands.domainTransfer('query', 'example.com'), 'SHOP-13'),
  transferApprove: commands.commandFrame(commands.domainTransfer('approve', 'example.com'), 'SHOP-14'),
  domainUpdate: commands.commandFrame(
    commands.domainUpdate({
      name: 'example.com',
      add: { nameservers: ['ns3.example.net'], statuses: ['clientTransferProhibited'], contacts: [{ type: 'tech', id: 'SHOP-C2' }] },
      remove: { nameservers: ['ns1.example.net'], statuses: ['clientHold'] },
      registrant: 'SHOP-C3',
      authInfo: 'New-Code-1',
    }),
    'SHOP-15',
  ),
  secDnsUpdate: commands.commandFrame(
    commands.domainUpdate({ name: 'example.com', secDns: { remove: [ds], add: [{ ...ds, keyTag: 1 }] } }),
    'SHOP-16',
  ),
  secDnsRemoveAll: commands.commandFrame(commands.domainUpdate({ name: 'example.com', secDns: { removeAll: true } }), 'SHOP-17'),
  restoreRequest: commands.commandFrame(commands.restoreRequest('example.com'), 'SHOP-18'),
  restoreReport: commands.commandFrame(commands.restoreReport('example.com', report), 'SHOP-19'),
  contactCheck: commands.commandFrame(commands.contactCheck(['SHOP-C1', 'SHOP-C2']), 'SHOP-20'),
  contactCreate: commands.commandFrame(
    commands.contactCreate({
      id: 'SHOP-C1',
      postalInfo: {
        type: 'int',
        name: 'Erika Mustermann',
        org: 'Example GmbH',
        street: ['Heidestraße 17', 'Hinterhaus'],
        city: 'Köln',
        postalCode: '51147',
        countryCode: 'de',
      },
      voice: '+49.2211234567',
      email: 'erika@example.de',
      authInfo: 'Contact-Code-1',
      disclose: { flag: false, fields: ['voice', 'email', 'name'] },
    }),
    'SHOP-21',
  ),
  contactInfo: commands.commandFrame(commands.contactInfo('SHOP-C1'), 'SHOP-22'),
  contactUpdate: commands.commandFrame(
    commands.contactUpdate({
      id: 'SHOP-C1',
      postalInfo: {
        type: 'loc',
        name: 'Erika Müller',
        org: null,
        street: ['Domstraße 1'],
        city: 'Köln',
        postalCode: '50667',
        countryCode: 'DE',
      },
      voice: '+49.2217654321',
      email: 'erika.mueller@example.de',
      authInfo: 'Contact-Code-2',
      disclose: { flag: true, fields: ['name', 'addr'] },
    }),
    'SHOP-28',
  ),
  contactUpdateEmailOnly: commands.commandFrame(commands.contactUpdate({ id: 'SHOP-C1', email: 'new@example.de' }), 'SHOP-29'),
  hostRename: commands.commandFrame(commands.hostUpdate('ns1.example.com', { newName: 'dns1.example.com' }), 'SHOP-30'),
  transferReject: commands.commandFrame(commands.domainTransfer('reject', 'example.com'), 'SHOP-31'),
  transferCancel: commands.commandFrame(commands.domainTransfer('cancel', 'example.com'), 'SHOP-32'),
  hostCheck: commands.commandFrame(commands.hostCheck(['ns1.example.com']), 'SHOP-23'),
  hostInfo: commands.commandFrame(commands.hostInfo('ns1.example.com'), 'SHOP-24'),
  hostCreate: commands.commandFrame(commands.hostCreate('ns1.example.com', ['192.0.2.1', '2001:db8::1']), 'SHOP-25'),
  hostUpdate: commands.commandFrame(commands.hostUpdate('ns1.example.com', { add: ['192.0.2.2'], remove: ['192.0.2.1'] }), 'SHOP-26'),
  hostDelete: commands.commandFrame(commands.hostDelete('ns1.example.com'), 'SHOP-27'),
};

describe('the registry sample commands', () => {
  it('info_domain.xml is what domainInfo builds', () => {
    expect(canonical(commands.commandFrame(commands.domainInfo('example.com'), 'ABC-12345'))).toEqual(canonical(sample('info_domain.xml')));
  });

  it('update_domain_change_nameserver.xml is what domainUpdate builds for a nameserver swap', () => {
    const built = commands.commandFrame(
      commands.domainUpdate({
        name: 'example.com',
        add: { nameservers: ['ns2.example.com'] },
        remove: { nameservers: ['ns1.example.com'] },
      }),
      'ABC-12345',
    );
    expect(canonical(built)).toEqual(canonical(sample('update_domain_change_nameserver.xml')));
  });
});

describe('EPP command frames', () => {
  it.each(Object.keys(frames))('%s validates against all.xsd', async (key) => {
    await assertValidEppFrame(frames[key]);
  });

  it('names every domain of a check in one command, with the clTRID last', () => {
    const root = parseEppXml(frames.domainCheck);
    const command = child(root, NS.epp, 'command');
    const names = children(child(child(command, NS.epp, 'check'), NS.domain, 'check'), NS.domain, 'name').map(text);
    expect(names).toEqual(['example.com', 'example.net', 'xn--bcher-kva.de']);
    expect(children(command).at(-1)?.localName).toBe('clTRID');
    expect(text(child(command, NS.epp, 'clTRID'))).toBe('SHOP-5');
  });

  it('renews from the current expiry as a date, for the period asked', () => {
    expect(frames.domainRenew).toContain('<domain:curExpDate>2027-04-03</domain:curExpDate>');
    expect(frames.domainRenew).toContain('<domain:period unit="y">1</domain:period>');
  });

  it('escapes text, so data cannot break out of its element', () => {
    expect(frames.restoreReport).toContain('Registrant &amp; contacts before &lt;deletion&gt;');
    const root = parseEppXml(frames.restoreReport);
    expect(root.getElementsByTagNameNS(NS.rgp, 'preData')[0].textContent).toBe(report.preData);
  });

  it('sends a restore request as an update with an empty chg and the rgp extension', () => {
    const root = parseEppXml(frames.restoreRequest);
    const update = root.getElementsByTagNameNS(NS.domain, 'update')[0];
    expect(children(update).map((e) => e.localName)).toEqual(['name', 'chg']);
    expect(children(child(update, NS.domain, 'chg'))).toHaveLength(0);
    expect(root.getElementsByTagNameNS(NS.rgp, 'restore')[0].getAttribute('op')).toBe('request');
  });

  it('marks transforms, whose clTRIDs are kept with their order', () => {
    expect(commands.domainCreate({ name: 'a.com', periodYears: 1, nameservers: [], registrant: 'c', authInfo: 'x' }).transform).toBe(true);
    expect(commands.domainTransfer('query', 'a.com').transform).toBe(false);
    expect(commands.domainTransfer('cancel', 'a.com').transform).toBe(true);
    expect(commands.domainCheck(['a.com']).transform).toBe(false);
    expect(() => commands.domainCheck([])).toThrow(RangeError);
  });
});

describe('the IDN language tag (idnLang-1.0)', () => {
  it('sends the ISO 639-2 code of the language on create, and reads it back', () => {
    expect(frames.domainCreateIdn).toContain('<idnLang:tag xmlns:idnLang="http://www.verisign.com/epp/idnLang-1.0">GER</idnLang:tag>');
    expect([idnLangCode('ru'), idnLangCode('zh'), idnLangCode('el')]).toEqual(['RUS', 'CHI', 'GRE']);
    expect([idnLanguageOfCode('GER'), idnLanguageOfCode('rus'), idnLanguageOfCode('XYZ')]).toEqual(['de', 'ru', null]);
    expect([isIdnName('xn--bcherei-9xa.com'), isIdnName('example.xn--p1ai'), isIdnName('example.com')]).toEqual([true, true, false]);
  });
});
