import { describe, expect, it } from 'vitest';
import { parseZoneFile } from './zone-file-parser';

const pick = (records: ReturnType<typeof parseZoneFile>['records']) =>
  records.map(({ type, name, value, ttl, parameters }) => ({ type, name, value, ttl, parameters }));

describe('parseZoneFile', () => {
  it('reads the example zone of RFC 1035 §5.3: blank owners, a multi-line SOA with comments, no TTLs', () => {
    const text = [
      '@   IN  SOA     VENERA      Action\\.domains (',
      '                                 20     ; SERIAL',
      '                                 7200   ; REFRESH',
      '                                 600    ; RETRY',
      '                                 3600000; EXPIRE',
      '                                 60)    ; MINIMUM',
      '',
      '        NS      A.ISI.EDU.',
      '        NS      VENERA',
      '        NS      VAXA',
      '        MX      10      VENERA',
      '        MX      20      VAXA',
      '',
      'A       A       26.3.0.103',
      '',
      'VENERA  A       10.1.0.52',
      '        A       128.9.0.32',
      '',
      'VAXA    A       10.2.0.27',
      '        A       128.9.0.32',
      '',
      '$INCLUDE <SUBSYS>ISI-MAILBOXES.TXT',
    ].join('\n');

    const parsed = parseZoneFile(text, 'isi.edu');

    expect(pick(parsed.records)).toEqual([
      { type: 'MX', name: '@', value: 'venera.isi.edu', ttl: 86_400, parameters: { priority: 10 } },
      { type: 'MX', name: '@', value: 'vaxa.isi.edu', ttl: 86_400, parameters: { priority: 20 } },
      { type: 'A', name: 'a', value: '26.3.0.103', ttl: 86_400, parameters: {} },
      { type: 'A', name: 'venera', value: '10.1.0.52', ttl: 86_400, parameters: {} },
      { type: 'A', name: 'venera', value: '128.9.0.32', ttl: 86_400, parameters: {} },
      { type: 'A', name: 'vaxa', value: '10.2.0.27', ttl: 86_400, parameters: {} },
      { type: 'A', name: 'vaxa', value: '128.9.0.32', ttl: 86_400, parameters: {} },
    ]);
    expect(parsed.refused.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 1, reason: 'Skipped: the SOA record is managed by the shop.' },
      { line: 8, reason: "Skipped: the zone's own NS records are managed by the shop." },
      { line: 9, reason: "Skipped: the zone's own NS records are managed by the shop." },
      { line: 10, reason: "Skipped: the zone's own NS records are managed by the shop." },
      { line: 22, reason: "$INCLUDE is not supported: paste the included file's records instead." },
    ]);
    expect(parsed.refused[0]!.text).toContain('60)    ; MINIMUM');
  });

  it('takes TTL and class in either order, $TTL as the default and BIND time units', () => {
    const parsed = parseZoneFile(
      ['$TTL 1h', 'a IN 300 A 192.0.2.1', 'b 2d IN A 192.0.2.2', 'c A 192.0.2.3', 'd 6d24h IN AAAA 2001:db8::1'].join('\n'),
      'example.com.',
    );
    expect(pick(parsed.records).map(({ name, ttl }) => [name, ttl])).toEqual([
      ['a', 300],
      ['b', 172_800],
      ['c', 3_600],
      ['d', 604_800],
    ]);
    expect(parsed.refused).toEqual([]);
  });

  it('without $TTL a record takes the last TTL given (RFC 1035 §5.1)', () => {
    const parsed = parseZoneFile('a 600 A 192.0.2.1\nb A 192.0.2.2', 'example.com');
    expect(parsed.records.map((record) => record.ttl)).toEqual([600, 600]);
  });

  it('reads records spread over several lines in parentheses, with comments between the fields', () => {
    const parsed = parseZoneFile(
      [
        '_sip._tcp 3600 IN SRV ( 10 ; priority',
        '    60   ; weight',
        '    5060 ; port',
        '    sipserver.example.com. )',
        'www A 192.0.2.7',
      ].join('\n'),
      'example.com',
    );
    expect(pick(parsed.records)).toEqual([
      { type: 'SRV', name: '_sip._tcp', value: 'sipserver.example.com', ttl: 3_600, parameters: { priority: 10, weight: 60, port: 5060 } },
      { type: 'A', name: 'www', value: '192.0.2.7', ttl: 3_600, parameters: {} },
    ]);
    expect(parsed.records[0]!.comments).toBe('priority weight port');
  });

  it('joins the strings of a TXT record into one text and decodes escapes', () => {
    const parsed = parseZoneFile(
      [
        'sel._domainkey 300 IN TXT ( "v=DKIM1; k=rsa; "',
        '   "p=MIIBIjAN" "BgkqhkiG" )',
        '@ TXT "say \\"hi\\"; back\\\\slash" plain',
        'utf TXT "caf\\195\\169"',
      ].join('\n'),
      'example.com',
    );
    expect(parsed.records.map((record) => record.value)).toEqual([
      'v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG',
      'say "hi"; back\\slashplain',
      'café',
    ]);
    expect(parsed.refused).toEqual([]);
  });

  it('follows $ORIGIN changes, relative and absolute, and @ after them', () => {
    const parsed = parseZoneFile(
      [
        '$ORIGIN example.com.',
        'www A 192.0.2.1',
        '$ORIGIN dev',
        'api A 192.0.2.2',
        '@ MX 10 mail',
        '$ORIGIN example.com.',
        'mail.example.com. A 192.0.2.3',
        'alias CNAME www',
      ].join('\n'),
      'example.com',
    );
    expect(pick(parsed.records).map(({ type, name, value }) => [type, name, value])).toEqual([
      ['A', 'www', '192.0.2.1'],
      ['A', 'api.dev', '192.0.2.2'],
      ['MX', 'dev', 'mail.dev.example.com'],
      ['A', 'mail', '192.0.2.3'],
      ['CNAME', 'alias', 'www.example.com'],
    ]);
  });

  it('turns every DNS type of the editor into its fields, in the form the editor stores', () => {
    const parsed = parseZoneFile(
      [
        '$ORIGIN example.com.',
        '@ 3600 IN CAA 0 issue "letsencrypt.org"',
        '@ CAA 128 IODEF "mailto:security@example.com"',
        'old DNAME new.example.net.',
        '@ ALIAS lb.provider.example.',
        'sub NS ns1.other.example.',
        'sip NAPTR 100 10 "S" "SIP+D2U" "" _sip._udp.example.com.',
        'tel NAPTR 100 10 "u" "E2U+sip" "!^.*$!sip:info@example.com!" .',
        '_443._tcp.www TLSA 3 1 1 ( 0C72AC70B745AC19998811B131D662C9',
        '   AC69DBDBE7CB23E5B514B56664C5D3D6 )',
        'host SSHFP 4 2 0C72AC70B745AC19998811B131D662C9AC69DBDBE7CB23E5B514B56664C5D3D6',
        'c93f1e400f26708f98cb19d936620da35eec8f72e57f9eec01c1afd6._smimecert SMIMEA 3 0 1 0c72ac70b745ac19998811b131d662c9ac69dbdbe7cb23e5b514b56664c5d3d6',
        '_8443._https.api HTTPS 1 . alpn="h2,h3" port=8443',
        '@ HTTPS 0 cdn.example.net.',
        'svc SVCB 1 svc.example.net. ipv4hint=192.0.2.1,192.0.2.2',
        'nomail MX 0 .',
      ].join('\n'),
      'example.com',
    );
    expect(parsed.refused).toEqual([]);
    expect(pick(parsed.records).map(({ ttl: _ttl, ...rest }) => rest)).toEqual([
      { type: 'CAA', name: '@', value: 'letsencrypt.org', parameters: { flags: 0, tag: 'issue' } },
      { type: 'CAA', name: '@', value: 'mailto:security@example.com', parameters: { flags: 128, tag: 'iodef' } },
      { type: 'DNAME', name: 'old', value: 'new.example.net', parameters: {} },
      { type: 'ALIAS', name: '@', value: 'lb.provider.example', parameters: {} },
      { type: 'NS', name: 'sub', value: 'ns1.other.example', parameters: {} },
      {
        type: 'NAPTR',
        name: 'sip',
        value: '_sip._udp.example.com',
        parameters: { order: 100, preference: 10, flags: 'S', services: 'SIP+D2U', regexp: '' },
      },
      {
        type: 'NAPTR',
        name: 'tel',
        value: '.',
        parameters: { order: 100, preference: 10, flags: 'U', services: 'E2U+sip', regexp: '!^.*$!sip:info@example.com!' },
      },
      {
        type: 'TLSA',
        name: '_443._tcp.www',
        value: '0c72ac70b745ac19998811b131d662c9ac69dbdbe7cb23e5b514b56664c5d3d6',
        parameters: { usage: 3, selector: 1, matching_type: 1 },
      },
      {
        type: 'SSHFP',
        name: 'host',
        value: '0c72ac70b745ac19998811b131d662c9ac69dbdbe7cb23e5b514b56664c5d3d6',
        parameters: { algorithm: 4, fingerprint_type: 2 },
      },
      {
        type: 'SMIMEA',
        name: 'c93f1e400f26708f98cb19d936620da35eec8f72e57f9eec01c1afd6._smimecert',
        value: '0c72ac70b745ac19998811b131d662c9ac69dbdbe7cb23e5b514b56664c5d3d6',
        parameters: { usage: 3, selector: 0, matching_type: 1 },
      },
      { type: 'HTTPS', name: '_8443._https.api', value: '.', parameters: { priority: 1, params: 'alpn=h2,h3 port=8443' } },
      { type: 'HTTPS', name: '@', value: 'cdn.example.net', parameters: { priority: 0, params: '' } },
      { type: 'SVCB', name: 'svc', value: 'svc.example.net', parameters: { priority: 1, params: 'ipv4hint=192.0.2.1,192.0.2.2' } },
      { type: 'MX', name: 'nomail', value: '.', parameters: { priority: 0 } },
    ]);
  });

  it('refuses bad lines with their line numbers and says why, keeping the good ones', () => {
    const text = [
      '$ORIGIN example.com.', // 1
      'www A 192.0.2.1', // 2
      'www.example.org. A 192.0.2.2', // 3: outside the zone
      'host HINFO "PC" "Linux"', // 4: unsupported type
      'mx MX 70000 mail', // 5: priority too large
      'srv SRV 10 20 host.example.com.', // 6: port missing
      'ch CH TXT "chaos"', // 7: wrong class
      'broken TXT "no end', // 8: open quote
      'paren A ( 192.0.2.9', // 9: never closed…
      'after A 192.0.2.10', // 10: …so this line belongs to it
    ].join('\n');
    const checked = [
      'www A 192.0.2.300', // 1: the editor's rules: no IPv4 address
      '@ CNAME other.example.', // 2: no CNAME at the apex
      'long 2w A 192.0.2.1', // 3: TTL beyond the product's week
    ].join('\n');
    const parsed = parseZoneFile(text, 'example.com');
    expect(pick(parsed.records).map(({ name }) => name)).toEqual(['www']);
    expect(parsed.refused.map(({ line, text: lineText, reason }) => ({ line, lineText, reason }))).toEqual([
      { line: 3, lineText: 'www.example.org. A 192.0.2.2', reason: 'The name www.example.org is outside the zone example.com.' },
      { line: 4, lineText: 'host HINFO "PC" "Linux"', reason: 'Record type HINFO is not supported by the zone editor.' },
      { line: 5, lineText: 'mx MX 70000 mail', reason: 'The priority must be a whole number from 0 to 65535, not "70000".' },
      {
        line: 6,
        lineText: 'srv SRV 10 20 host.example.com.',
        reason: 'The SRV record is incomplete: expected priority, weight, port, target name.',
      },
      { line: 7, lineText: 'ch CH TXT "chaos"', reason: 'Only class IN is supported, not CH.' },
      { line: 8, lineText: 'broken TXT "no end', reason: 'Syntax error: a quoted string is not closed on its line.' },
      { line: 9, lineText: 'paren A ( 192.0.2.9\nafter A 192.0.2.10', reason: 'Syntax error: "(" is never closed.' },
    ]);
    const refusedByRules = parseZoneFile(checked, 'example.com');
    expect(refusedByRules.records).toEqual([]);
    expect(refusedByRules.refused.map(({ line }) => line)).toEqual([1, 2, 3]);
    for (const entry of refusedByRules.refused) expect(entry.reason).toMatch(/^Invalid record: \S/);
  });

  it('gives the reasons in German when asked', () => {
    const parsed = parseZoneFile('@ SOA a. b. 1 2 3 4 5\nx HINFO a b\ny.example.org. A 192.0.2.1', 'example.com', { language: 'de' });
    expect(parsed.refused.map((entry) => entry.reason)).toEqual([
      'Übersprungen: Den SOA-Eintrag verwaltet der Shop.',
      'Der Eintragstyp HINFO wird vom Zonen-Editor nicht unterstützt.',
      'Der Name y.example.org liegt außerhalb der Zone example.com.',
    ]);
  });

  it('refuses DNSSEC records, SPF and generic data with their own reasons', () => {
    const parsed = parseZoneFile(
      ['@ DNSKEY 257 3 13 abc=', '@ SPF "v=spf1 -all"', 'x A \\# 4 C0000201', 'y TYPE65534 \\# 0'].join('\n'),
      'example.com',
    );
    expect(parsed.records).toEqual([]);
    expect(parsed.refused.map((entry) => entry.reason)).toEqual([
      'Skipped: DNSKEY records are made by the shop when DNSSEC is switched on.',
      'Record type SPF is obsolete (RFC 7208); publish the policy as a TXT record.',
      'Data in the generic \\# form is not supported.',
      'Record type TYPE65534 is not supported by the zone editor.',
    ]);
  });

  it('refuses a blank owner on the first record and keeps Windows line endings apart from the data', () => {
    const parsed = parseZoneFile('  A 192.0.2.1\r\nwww A 192.0.2.2\r\n', 'example.com');
    expect(parsed.refused).toEqual([
      { line: 1, text: 'A 192.0.2.1', reason: 'The record has no owner name (no earlier record to take it from).' },
    ]);
    expect(parsed.records.map((record) => record.value)).toEqual(['192.0.2.2']);
  });

  it('keeps apex NS of a subdomain delegation and a record at the apex written as the full name', () => {
    const parsed = parseZoneFile(
      'example.com. A 192.0.2.1\nEXAMPLE.COM. NS ns1.shop.example.\nlab.example.com. NS ns1.lab.example.com.',
      'Example.com',
    );
    expect(pick(parsed.records).map(({ type, name }) => [type, name])).toEqual([
      ['A', '@'],
      ['NS', 'lab'],
    ]);
    expect(parsed.refused).toHaveLength(1);
  });

  it('reads a file of a million characters full of escapes in a few seconds at most', () => {
    // One long line of escapes: anything quadratic in the line length would take minutes here.
    const text = `x TXT "${'\\\\'.repeat(250_000)}"\n${'\\065'.repeat(125_000)} A 192.0.2.1`;
    expect(text.length).toBeGreaterThan(1_000_000);
    const started = performance.now();
    const parsed = parseZoneFile(text, 'example.com');
    expect(performance.now() - started).toBeLessThan(3_000);
    // The text is over the editor's TXT limit, and the escaped name is refused: both with reasons.
    expect(parsed.refused.map((entry) => entry.line)).toEqual([1, 2]);
  });
});
