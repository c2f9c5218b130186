import type {
  DomainNameserversView,
  HostListView,
  TemplateApplyView,
  TemplateListView,
  TemplateView,
} from '@common/api/nameserver.contract';
import { ErrorCode } from '@common/errors/error-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDomains, customerDomainStates, users } from '../../db/schema/index';
import { registerAtRegistry } from '../../test/registry-fixtures';
import { createTestApp, get, post, startSession, type TestApp, type TestSession } from '../../test/test-app';
import { commit, fundAccount, newCustomer, prepareCheckout } from '../payment/payment-test-helpers';

let testApp: TestApp;
const app = () => testApp.app;
const db = () => app().services.database.db;
const registry = () => app().services.registry;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

async function userIdOf(login: string): Promise<number> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.login, login));
  return row.id;
}

/** A customer with names registered for them at the registry, as the provisioning job records them. */
async function customerWith(count: number): Promise<{ session: TestSession & { login: string }; domains: string[] }> {
  const session = await newCustomer(app(), 'ns');
  const userId = await userIdOf(session.login);
  const domains: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const name = `${unique('zq-ns')}.com`;
    const created = await registerAtRegistry(app(), name);
    await db().insert(customerDomains).values({ name, userId, registeredAt: created.createdAt, expiresAt: created.expiresAt });
    domains.push(name);
  }
  return { session, domains };
}

function expectError(
  response: { statusCode: number; json: () => { success: boolean; errors: Array<{ code: number; field?: string; message: string }> } },
  status: number,
  code: number,
  field?: string,
) {
  expect(response.statusCode).toBe(status);
  const body = response.json();
  expect(body.success).toBe(false);
  expect(body.errors[0]).toMatchObject(field ? { code, field } : { code });
  expect(body.errors[0].message.length).toBeGreaterThan(10);
}

async function result<T>(promise: ReturnType<typeof post>): Promise<T> {
  const response = await promise;
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as T;
}

describe('nameserver management API', () => {
  it('is for logged-in users only', async () => {
    const visitor = await startSession(app());
    for (const url of ['/api/v1/nameserver/hosts', '/api/v1/nameserver/templates', '/api/v1/domain/nameservers/example.com']) {
      expectError(await get(app(), visitor, url), 401, ErrorCode.AuthenticationRequired);
    }
    for (const [url, body] of [
      ['/api/v1/nameserver/host/create', { host: 'ns1.example.com', addresses: ['185.12.64.1'] }],
      ['/api/v1/domain/nameservers/example.com', { nameservers: ['a.example.net', 'b.example.net'] }],
      ['/api/v1/nameserver/template/create', { name: 'x', nameservers: ['a.example.net', 'b.example.net'] }],
      ['/api/v1/nameserver/template/apply/1', { domains: ['example.com'] }],
    ] as const) {
      expect((await post(app(), visitor, url, body)).statusCode).toBe(401);
    }
  });

  it("creates, lists, changes and deletes a glue host under the customer's own domain", async () => {
    const { session, domains } = await customerWith(1);
    const host = `ns1.${domains[0]}`;
    const empty = await result<HostListView>(get(app(), session, '/api/v1/nameserver/hosts'));
    expect(empty).toEqual({ hosts: [], domains: [{ domain: domains[0], domain_utf8: domains[0] }] });

    const created = await result(
      post(app(), session, '/api/v1/nameserver/host/create', { host: host.toUpperCase(), addresses: ['185.12.64.1', '2A01:4F8:0:0::53'] }),
    );
    expect(created).toEqual({ host, host_utf8: host, domain: domains[0], addresses: ['185.12.64.1', '2a01:4f8::53'], linked: false });
    expect((await registry().hostInfo(host))?.addresses).toEqual(['185.12.64.1', '2a01:4f8::53']);
    expect((await result<HostListView>(get(app(), session, '/api/v1/nameserver/hosts'))).hosts).toEqual([created]);

    expectError(
      await post(app(), session, '/api/v1/nameserver/host/create', { host, addresses: ['185.12.64.9'] }),
      409,
      ErrorCode.HostExists,
      'host',
    );

    const changed = await result(post(app(), session, `/api/v1/nameserver/host/update/${host}`, { addresses: ['185.12.64.2'] }));
    expect(changed).toMatchObject({ host, addresses: ['185.12.64.2'] });
    expect((await registry().hostInfo(host))?.addresses).toEqual(['185.12.64.2']);

    expect(await result(post(app(), session, `/api/v1/nameserver/host/delete/${host}`))).toEqual({ host });
    expect(await registry().hostInfo(host)).toBeNull();
    expectError(await post(app(), session, `/api/v1/nameserver/host/delete/${host}`), 404, ErrorCode.HostNotFound);
    expectError(
      await post(app(), session, `/api/v1/nameserver/host/update/${host}`, { addresses: ['185.12.64.3'] }),
      404,
      ErrorCode.HostNotFound,
    );
  });

  it('refuses bad hosts and addresses with a message per field, and changes nothing', async () => {
    const { session, domains } = await customerWith(1);
    const other = await customerWith(1);
    const create = (host: string, addresses: string[]) => post(app(), session, '/api/v1/nameserver/host/create', { host, addresses });
    expectError(await create('ns1..com', ['185.12.64.1']), 400, ErrorCode.HostNameInvalid, 'host');
    expectError(await create(`ns1.${other.domains[0]}`, ['185.12.64.1']), 400, ErrorCode.HostNotUnderOwnDomain, 'host');
    expectError(await create(domains[0], ['185.12.64.1']), 400, ErrorCode.HostNotUnderOwnDomain, 'host');
    expectError(await create('ns1.somewhere-else.example', ['185.12.64.1']), 400, ErrorCode.HostNotUnderOwnDomain, 'host');
    expectError(await create(`ns1.${domains[0]}`, ['185.12.64.1', '300.1.1.1']), 400, ErrorCode.IpAddressInvalid, 'addresses.1');
    expectError(await create(`ns1.${domains[0]}`, ['10.0.0.1']), 400, ErrorCode.IpAddressReserved, 'addresses.0');
    expectError(await create(`ns1.${domains[0]}`, ['fe80::1']), 400, ErrorCode.IpAddressReserved, 'addresses.0');
    expect((await create(`ns1.${domains[0]}`, [])).statusCode).toBe(400);
    expect(
      (
        await create(
          `ns1.${domains[0]}`,
          Array.from({ length: 14 }, (_unused, index) => `185.12.64.${index + 1}`),
        )
      ).statusCode,
    ).toBe(400);
    expect(await registry().hostInfo(`ns1.${domains[0]}`)).toBeNull();
    // German session: the message is German.
    const german = await post(app(), session, '/api/v1/user/localization', { language: 'de', currency: 'EUR', country: 'DE' });
    expect(german.statusCode, german.body).toBe(200);
    const refused = await create(`ns1.${domains[0]}`, ['192.168.0.1']);
    expect(refused.json().errors[0].message).toContain('privaten');
  });

  it("sets a domain's nameservers at the registry and in the my-domains snapshot; in-zone names must be hosts", async () => {
    const { session, domains } = await customerWith(2);
    const [domain, second] = domains;
    const url = `/api/v1/domain/nameservers/${domain}`;
    const before = await result<DomainNameserversView>(get(app(), session, url));
    expect(before).toEqual({ domain, domain_utf8: domain, nameservers: ['ns1.shop-dns.example', 'ns2.shop-dns.example'] });

    expectError(await post(app(), session, url, { nameservers: ['ns1.elsewhere.example'] }), 400, ErrorCode.NameserverCount, 'nameservers');
    expectError(
      await post(app(), session, url, { nameservers: ['ns1.elsewhere.example', 'NS1.elsewhere.example'] }),
      400,
      ErrorCode.NameserverCount,
      'nameservers',
    );
    expectError(
      await post(app(), session, url, { nameservers: Array.from({ length: 14 }, (_unused, index) => `ns${index}.elsewhere.example`) }),
      400,
      ErrorCode.NameserverCount,
      'nameservers',
    );
    expectError(
      await post(app(), session, url, { nameservers: ['ns1.elsewhere.example', 'bad_name.example'] }),
      400,
      ErrorCode.HostNameInvalid,
      'nameservers.1',
    );
    // ns1 under the customer's second domain has no host object yet.
    expectError(
      await post(app(), session, url, { nameservers: ['ns1.elsewhere.example', `ns1.${second}`] }),
      400,
      ErrorCode.NameserverHostMissing,
      'nameservers.1',
    );
    expect((await registry().info(domain))?.nameservers).toEqual(before.nameservers);

    await result(post(app(), session, '/api/v1/nameserver/host/create', { host: `ns1.${second}`, addresses: ['185.12.64.1'] }));
    const set = await result<DomainNameserversView>(post(app(), session, url, { nameservers: [`ns1.${second}`, 'ns2.elsewhere.example'] }));
    expect(set.nameservers).toEqual([`ns1.${second}`, 'ns2.elsewhere.example']);
    expect((await registry().info(domain))?.nameservers).toEqual(set.nameservers);
    const list = await result<{ domains: Array<{ domain: string; nameservers: string[] }> }>(get(app(), session, '/api/v1/domain/list'));
    expect(list.domains.find((entry) => entry.domain === domain)?.nameservers).toEqual(set.nameservers);
    const [state] = await db().select().from(customerDomainStates).where(eq(customerDomainStates.name, domain));
    expect(state.nameservers).toEqual(set.nameservers);

    // The host is linked now: it cannot be deleted, and the list says so.
    expect((await result<HostListView>(get(app(), session, '/api/v1/nameserver/hosts'))).hosts).toEqual([
      expect.objectContaining({ host: `ns1.${second}`, linked: true }),
    ]);
    expectError(await post(app(), session, `/api/v1/nameserver/host/delete/ns1.${second}`), 409, ErrorCode.HostLinked);
    expect(await registry().hostInfo(`ns1.${second}`)).not.toBeNull();
  });

  it("delegates to outside DNS providers under the registry's TLDs, which need no host object from the customer", async () => {
    const { session, domains } = await customerWith(2);
    const [domain, second] = domains;
    const url = `/api/v1/domain/nameservers/${domain}`;
    for (const nameservers of [
      ['anna.ns.cloudflare.com', 'bob.ns.cloudflare.com'],
      ['ns1.google.com', 'ns-1.awsdns-00.com', 'dns1.example.io'],
    ]) {
      const set = await result<DomainNameserversView>(post(app(), session, url, { nameservers }));
      expect(set.nameservers).toEqual(nameservers);
      // After a reload: the page's GET and the registry show them.
      expect((await result<DomainNameserversView>(get(app(), session, url))).nameservers).toEqual(nameservers);
      expect((await registry().info(domain))?.nameservers).toEqual(nameservers);
    }
    // The registry holds them as external hosts of someone else: no glue, not the customer's to change.
    expect(await registry().hostInfo('anna.ns.cloudflare.com')).toMatchObject({
      superordinateDomain: null,
      addresses: [],
      sponsoredByUs: false,
    });
    expectError(
      await post(app(), session, '/api/v1/nameserver/host/create', { host: 'ns3.cloudflare.com', addresses: ['185.12.64.1'] }),
      400,
      ErrorCode.HostNotUnderOwnDomain,
      'host',
    );
    // A name under a domain registered here still needs its host object with addresses, created by that domain's holder.
    const response = await post(app(), session, url, { nameservers: ['ns1.google.com', `ns1.${second}`] });
    expectError(response, 400, ErrorCode.NameserverHostMissing, 'nameservers.1');
    expect(response.json().errors[0].message).toContain('holder of that domain');
  });

  it("refuses other people's domains", async () => {
    const { session } = await customerWith(0);
    const other = await customerWith(1);
    expectError(await get(app(), session, `/api/v1/domain/nameservers/${other.domains[0]}`), 404, ErrorCode.DomainNotOwned);
    expectError(
      await post(app(), session, `/api/v1/domain/nameservers/${other.domains[0]}`, {
        nameservers: ['a.elsewhere.example', 'b.elsewhere.example'],
      }),
      404,
      ErrorCode.DomainNotOwned,
    );
    expect((await registry().info(other.domains[0]))?.nameservers).toEqual(['ns1.shop-dns.example', 'ns2.shop-dns.example']);
    expectError(
      await post(app(), session, `/api/v1/nameserver/host/delete/ns1.${other.domains[0]}`),
      400,
      ErrorCode.HostNotUnderOwnDomain,
      'host',
    );
  });

  it('keeps templates per customer: create, rename, one default, delete', async () => {
    const { session } = await customerWith(0);
    const other = await customerWith(0);
    const create = (body: Record<string, unknown>) => post(app(), session, '/api/v1/nameserver/template/create', body);
    const first = await result<TemplateView>(
      create({ name: 'Office', nameservers: ['NS1.Office-DNS.example', 'ns2.office-dns.example'], is_default: true }),
    );
    expect(first).toMatchObject({ name: 'Office', nameservers: ['ns1.office-dns.example', 'ns2.office-dns.example'], is_default: true });
    expectError(
      await create({ name: 'office', nameservers: ['a.example.net', 'b.example.net'] }),
      409,
      ErrorCode.TemplateNameTaken,
      'name',
    );
    expectError(await create({ name: 'Short', nameservers: ['a.example.net'] }), 400, ErrorCode.NameserverCount, 'nameservers');
    expect((await create({ name: ' ', nameservers: ['a.example.net', 'b.example.net'] })).statusCode).toBe(400);
    const second = await result<TemplateView>(
      create({ name: 'Cloud', nameservers: ['a.cloud-dns.example', 'b.cloud-dns.example', 'c.cloud-dns.example'] }),
    );
    expect(second.is_default).toBe(false);

    const marked = await result<TemplateListView>(
      post(app(), session, `/api/v1/nameserver/template/default/${second.id}`, { is_default: true }),
    );
    expect(marked.templates.map((template) => [template.name, template.is_default])).toEqual([
      ['Cloud', true],
      ['Office', false],
    ]);

    const renamed = await result<TemplateView>(
      post(app(), session, `/api/v1/nameserver/template/update/${first.id}`, {
        name: 'Office DNS',
        nameservers: ['x.office-dns.example', 'y.office-dns.example'],
      }),
    );
    expect(renamed).toMatchObject({ name: 'Office DNS', nameservers: ['x.office-dns.example', 'y.office-dns.example'], is_default: false });
    expectError(
      await post(app(), session, `/api/v1/nameserver/template/update/${first.id}`, {
        name: 'cloud',
        nameservers: ['x.office-dns.example', 'y.office-dns.example'],
      }),
      409,
      ErrorCode.TemplateNameTaken,
      'name',
    );

    // Someone else's template is not found, and is left alone.
    expectError(
      await post(app(), other.session, `/api/v1/nameserver/template/default/${first.id}`, { is_default: true }),
      404,
      ErrorCode.TemplateNotFound,
    );
    expectError(await post(app(), other.session, `/api/v1/nameserver/template/delete/${first.id}`), 404, ErrorCode.TemplateNotFound);
    expect((await result<TemplateListView>(get(app(), other.session, '/api/v1/nameserver/templates'))).templates).toEqual([]);

    expect(await result(post(app(), session, `/api/v1/nameserver/template/delete/${second.id}`))).toEqual({ id: second.id });
    expect(
      (await result<TemplateListView>(get(app(), session, '/api/v1/nameserver/templates'))).templates.map((template) => template.name),
    ).toEqual(['Office DNS']);
    expectError(await post(app(), session, `/api/v1/nameserver/template/delete/${second.id}`), 404, ErrorCode.TemplateNotFound);
  });

  it('keeps at most 50 templates per customer and refuses changes to unknown ones', async () => {
    const { session } = await customerWith(0);
    for (let index = 0; index < 50; index += 1) {
      await result(
        post(app(), session, '/api/v1/nameserver/template/create', { name: `T${index}`, nameservers: ['a.example.net', 'b.example.net'] }),
      );
    }
    expectError(
      await post(app(), session, '/api/v1/nameserver/template/create', {
        name: 'One more',
        nameservers: ['a.example.net', 'b.example.net'],
      }),
      409,
      ErrorCode.TemplateLimit,
    );
    expect((await result<TemplateListView>(get(app(), session, '/api/v1/nameserver/templates'))).templates).toHaveLength(50);
    expectError(
      await post(app(), session, '/api/v1/nameserver/template/update/999999', {
        name: 'X',
        nameservers: ['a.example.net', 'b.example.net'],
      }),
      404,
      ErrorCode.TemplateNotFound,
    );
  });

  it('applies a template to several domains, reporting each; a refused domain keeps its nameservers', async () => {
    const { session, domains } = await customerWith(2);
    const other = await customerWith(1);
    const template = await result<TemplateView>(
      post(app(), session, '/api/v1/nameserver/template/create', {
        name: 'Apply',
        nameservers: ['ns1.apply-dns.example', 'ns2.apply-dns.example'],
      }),
    );
    // A registrar lock on the second domain: the registry refuses its update.
    await registry().update({ name: domains[1], addStatuses: ['clientUpdateProhibited'] });
    const applied = await result<TemplateApplyView>(
      post(app(), session, `/api/v1/nameserver/template/apply/${template.id}`, {
        domains: [domains[0], domains[1], other.domains[0], domains[0]],
      }),
    );
    expect(applied.applied).toBe(1);
    expect(applied.failed).toBe(2);
    expect(applied.results).toEqual([
      { domain: domains[0], domain_utf8: domains[0], ok: true },
      {
        domain: domains[1],
        domain_utf8: domains[1],
        ok: false,
        error: { code: ErrorCode.NameserverChangeRefused, message: expect.any(String) },
      },
      {
        domain: other.domains[0],
        domain_utf8: other.domains[0],
        ok: false,
        error: { code: ErrorCode.DomainNotOwned, message: expect.any(String) },
      },
    ]);
    expect((await registry().info(domains[0]))?.nameservers).toEqual(template.nameservers);
    expect((await registry().info(domains[1]))?.nameservers).toEqual(['ns1.shop-dns.example', 'ns2.shop-dns.example']);
    expect((await registry().info(other.domains[0]))?.nameservers).toEqual(['ns1.shop-dns.example', 'ns2.shop-dns.example']);
    expectError(
      await post(app(), session, '/api/v1/nameserver/template/apply/999999', { domains: [domains[0]] }),
      404,
      ErrorCode.TemplateNotFound,
    );
  });

  it("registers a new domain with the owner's default template", async () => {
    const session = await newCustomer(app(), 'nsdefault');
    await result(
      post(app(), session, '/api/v1/nameserver/template/create', {
        name: 'Mine',
        nameservers: ['ns1.mine-dns.example', 'ns2.mine-dns.example', 'ns3.mine-dns.example'],
        is_default: true,
      }),
    );
    await fundAccount(app(), session, 50_000);
    const name = `${unique('zq-nsdef')}.com`;
    const init = await prepareCheckout(app(), session, [name], 'balance');
    expect((await commit(app(), session, init.quote.fingerprint)).statusCode).toBe(200);
    await app().services.jobs.drain();
    expect((await registry().info(name))?.nameservers).toEqual(['ns1.mine-dns.example', 'ns2.mine-dns.example', 'ns3.mine-dns.example']);
  });
});
