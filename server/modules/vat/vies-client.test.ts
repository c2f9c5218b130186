import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startViesDouble, type ViesDouble } from '../../test/vies-double';
import { createViesClient } from './vies-client';

let vies: ViesDouble;
beforeAll(async () => {
  vies = await startViesDouble({
    FR40303265045: 'valid',
    ATU99999999: 'invalid',
    EL123456789: 'valid',
    DE999999999: 'server-error',
    IT12345678901: 'ms-unavailable',
    PL1234567890: 'slow',
  });
});
afterAll(async () => {
  await vies.close();
});

const client = () => createViesClient({ url: vies.url, requesterVatId: 'DE123456789', timeoutMs: 1_000 });

describe('the VIES client', () => {
  it('confirms a registered VAT ID with the consultation number, sending country and number apart', async () => {
    expect(await client().check('FR40303265045')).toEqual({ status: 'confirmed', consultation: vies.lastConsultation() });
    expect(vies.requests.at(-1)).toEqual({
      countryCode: 'FR',
      vatNumber: '40303265045',
      requesterMemberStateCode: 'DE',
      requesterNumber: '123456789',
    });
    // Greece is EL at VIES, as in the VAT ID itself.
    expect((await client().check('EL123456789')).status).toBe('confirmed');
  });

  it('refuses a VAT ID VIES does not know', async () => {
    expect(await client().check('ATU99999999')).toEqual({ status: 'refused' });
  });

  it('answers unreachable for a server error, an unavailable member state, a timeout and a closed port', async () => {
    expect(await client().check('DE999999999')).toEqual({ status: 'unreachable', reason: 'SERVICE_UNAVAILABLE' });
    // valid: false with MS_UNAVAILABLE says nothing about the number.
    expect(await client().check('IT12345678901')).toEqual({ status: 'unreachable', reason: 'MS_UNAVAILABLE' });
    expect(await client().check('PL1234567890', 150)).toEqual({ status: 'unreachable', reason: 'timeout' });
    const closed = createViesClient({ url: 'http://127.0.0.1:9/check-vat-number', requesterVatId: 'DE123456789', timeoutMs: 1_000 });
    expect(await closed.check('FR40303265045')).toEqual({ status: 'unreachable', reason: 'network' });
  });
});
