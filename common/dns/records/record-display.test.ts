import { describe, expect, it } from 'vitest';
import { displayRecord } from './record-display';
import { accepted } from './test-support';

describe('displayRecord', () => {
  it('shows stored A-labels as U-labels in names and values', () => {
    expect(displayRecord(accepted('CNAME', 'bücher', 'shop.bücher.de'))).toEqual({ name: 'bücher', value: 'shop.bücher.de' });
    expect(displayRecord(accepted('MX', '@', 'mx.bücher.de', { priority: 10 }))).toEqual({ name: '@', value: 'mx.bücher.de' });
    expect(displayRecord(accepted('MAILFW', 'info', 'me@bücher.de'))).toEqual({ name: 'info', value: 'me@bücher.de' });
    expect(displayRecord(accepted('URL', 'go', 'https://bücher.de/a?b=1'))).toEqual({ name: 'go', value: 'https://bücher.de/a?b=1' });
  });

  it('leaves other values as they are', () => {
    expect(displayRecord(accepted('TXT', '_dmarc', 'v=DMARC1; p=none'))).toEqual({ name: '_dmarc', value: 'v=DMARC1; p=none' });
    expect(displayRecord(accepted('MX', '@', '.', { priority: 0 })).value).toBe('.');
  });
});
