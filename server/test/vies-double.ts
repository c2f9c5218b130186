import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the double answers one VAT ID: registered, not registered, HTTP 500 (the service down),
 * HTTP 200 with MS_UNAVAILABLE (the member state's register down), or not at all until the
 * caller gives up (slow).
 */
export type ViesDoubleAnswer = 'valid' | 'invalid' | 'server-error' | 'ms-unavailable' | 'slow';

export interface ViesDoubleRequest {
  countryCode: string;
  vatNumber: string;
  requesterMemberStateCode: string;
  requesterNumber: string;
}

export interface ViesDouble {
  /** The check-vat-number address for VIES_URL. */
  url: string;
  /** Sets the answer for a VAT ID with its prefix (e.g. NL123456789B01); unknown IDs are 'invalid'. */
  answer(vatId: string, answer: ViesDoubleAnswer): void;
  /** Every request received, in order. */
  requests: ViesDoubleRequest[];
  /** The consultation number the last 'valid' answer carried. */
  lastConsultation(): string | null;
  close(): Promise<void>;
}

/**
 * A local stand-in for the VIES REST service (POST check-vat-number, the same JSON in and out),
 * on 127.0.0.1 at a free port, so that tests never reach the real service.
 */
export async function startViesDouble(answers: Record<string, ViesDoubleAnswer> = {}): Promise<ViesDouble> {
  const table = new Map(Object.entries(answers));
  const requests: ViesDoubleRequest[] = [];
  const waiting = new Set<ServerResponse>();
  let consultations = 0;
  let last: string | null = null;

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (request.method !== 'POST' || !request.url?.endsWith('/check-vat-number'))
        return send(response, 404, { actionSucceed: false, errorWrappers: [{ error: 'NOT_FOUND' }] });
      let body: ViesDoubleRequest;
      try {
        body = JSON.parse(raw) as ViesDoubleRequest;
      } catch {
        return send(response, 400, { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] });
      }
      requests.push(body);
      const answer = table.get(`${body.countryCode}${body.vatNumber}`) ?? 'invalid';
      const base = {
        countryCode: body.countryCode,
        vatNumber: body.vatNumber,
        requestDate: new Date(0).toISOString(),
        name: '---',
        address: '---',
      };
      switch (answer) {
        case 'valid':
          last = `WAPIAAAAZ${String(++consultations).padStart(7, '0')}`;
          return send(response, 200, {
            ...base,
            valid: true,
            requestIdentifier: last,
            name: 'Test Trader',
            address: 'Test Street 1',
            userError: 'VALID',
          });
        case 'invalid':
          return send(response, 200, { ...base, valid: false, requestIdentifier: '', userError: 'INVALID' });
        case 'ms-unavailable':
          return send(response, 200, { ...base, valid: false, requestIdentifier: '', userError: 'MS_UNAVAILABLE' });
        case 'server-error':
          return send(response, 500, {
            actionSucceed: false,
            errorWrappers: [{ error: 'SERVICE_UNAVAILABLE', message: 'An error was encountered' }],
          });
        case 'slow':
          // Never answered: the client's timeout has to end the wait; close() ends the request.
          waiting.add(response);
          return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/taxation_customs/vies/rest-api/check-vat-number`,
    answer: (vatId, answer) => void table.set(vatId, answer),
    requests,
    lastConsultation: () => last,
    async close() {
      for (const response of waiting) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
