import { describe, expect, it } from 'vitest';
import { diffRrsets } from './rrset-diff';

describe('diffRrsets', () => {
  const before = [
    { name: 'www.example.com.', type: 'A', ttl: 3600, records: ['192.0.2.1'] },
    { name: 'example.com.', type: 'MX', ttl: 3600, records: ['10 mail.example.com.', '20 backup.example.net.'] },
    { name: 'example.com.', type: 'TXT', ttl: 3600, records: ['"v=spf1 -all"'] },
    { name: 'old.example.com.', type: 'CNAME', ttl: 3600, records: ['example.com.'] },
  ];

  it('lists added, changed and removed RRsets and leaves equal ones out', () => {
    const after = [
      { name: 'example.com.', type: 'MX', ttl: 3600, records: ['20 backup.example.net.', '10 mail.example.com.'] },
      { name: 'example.com.', type: 'TXT', ttl: 300, records: ['"v=spf1 -all"'] },
      { name: 'www.example.com.', type: 'A', ttl: 3600, records: ['192.0.2.1', '192.0.2.2'] },
      { name: 'api.example.com.', type: 'AAAA', ttl: 600, records: ['2001:db8::1'] },
    ];
    expect(diffRrsets(before, after)).toEqual({
      added: [{ name: 'api.example.com.', type: 'AAAA', ttl: 600, before: [], after: ['2001:db8::1'] }],
      changed: [
        // A TTL change alone is a change: resolvers cache the RRset for the new time.
        { name: 'example.com.', type: 'TXT', ttl: 300, before: ['"v=spf1 -all"'], after: ['"v=spf1 -all"'] },
        { name: 'www.example.com.', type: 'A', ttl: 3600, before: ['192.0.2.1'], after: ['192.0.2.1', '192.0.2.2'] },
      ],
      removed: [{ name: 'old.example.com.', type: 'CNAME', ttl: 3600, before: ['example.com.'], after: [] }],
    });
  });

  it('finds nothing between a zone and itself in another order, and matches names without regard to case', () => {
    const shuffled = [...before]
      .reverse()
      .map((rrset) => ({ ...rrset, name: rrset.name.toUpperCase(), records: [...rrset.records].reverse() }));
    expect(diffRrsets(before, shuffled)).toEqual({ added: [], changed: [], removed: [] });
  });

  it('lists each kind in canonical name order, apex first, then by type', () => {
    const after = [
      { name: 'b.example.com.', type: 'A', ttl: 60, records: ['192.0.2.9'] },
      { name: 'a.b.example.com.', type: 'A', ttl: 60, records: ['192.0.2.9'] },
      { name: 'example.com.', type: 'CAA', ttl: 60, records: ['0 issue ";"'] },
      { name: 'example.com.', type: 'AAAA', ttl: 60, records: ['2001:db8::9'] },
      { name: 'a.example.com.', type: 'A', ttl: 60, records: ['192.0.2.9'] },
    ];
    expect(diffRrsets([], after).added.map((change) => `${change.name} ${change.type}`)).toEqual([
      'example.com. AAAA',
      'example.com. CAA',
      'a.example.com. A',
      'b.example.com. A',
      'a.b.example.com. A',
    ]);
  });
});
