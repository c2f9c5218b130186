import type { FastifyInstance } from 'fastify';

/** A registrant as a checkout would send it. */
export const TEST_REGISTRANT = {
  name: 'Erika Mustermann',
  org: 'Mustermann Medien GmbH',
  street: ['Hauptstraße 1'],
  city: 'Köln',
  stateOrProvince: 'NRW',
  postalCode: '50667',
  countryCode: 'DE',
  phone: '+49.2211234567',
  email: 'erika@mustermann.example',
};

/** Registers a name at the sandbox registry for the shop, as a paid order would. */
export async function registerAtRegistry(app: FastifyInstance, name: string, options: { idnLanguage?: string; nameservers?: string[] } = {}) {
  return app.services.registry.create({
    name,
    periodYears: 1,
    registrant: TEST_REGISTRANT,
    nameservers: options.nameservers ?? ['ns1.shop-dns.example', 'ns2.shop-dns.example'],
    authInfo: 'Aa1!test-auth-code',
    idnLanguage: options.idnLanguage,
  });
}
