// Speed and size figures, each beside a baseline measured in the same run (the machine is shared
// and noisy, so ratios mean more than absolute numbers). Run with `npm run bench` (builds first).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import http from 'node:http';
import net from 'node:net';
import autocannon from 'autocannon';
import { PGlite } from '@electric-sql/pglite';
import { lighthouseLines } from './lighthouse.mjs';
import { testTierLines } from './test-tiers.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const dataRoot = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
const children = new Set();

function start(args, env, pattern) {
  const startedAt = performance.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = output.match(pattern);
      if (match) resolve({ child, match, startedAt });
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

// No PowerDNS and no mail servers: the figures are about the shop's own answers.
const shopEnv = (dir) => ({
  PORT: '0',
  HOST: '127.0.0.1',
  PGLITE_DATA_DIR: dir,
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  DNS_SERVER: 'off',
  MAIL_SERVERS: 'off',
});

async function startShop(dir) {
  const { child, match, startedAt } = await start(['dist/server/main.js'], shopEnv(dir), /running at (http:\/\/\S+?)\/?\s/);
  return { child, url: match[1], startedAt };
}

/** Milliseconds from spawning the process to its first successful API answer. */
async function timeToFirstAnswer(dir) {
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, ...shopEnv(dir), PORT: '39871' },
    stdio: 'ignore',
  });
  children.add(child);
  for (;;) {
    try {
      const response = await fetch('http://127.0.0.1:39871/api/v1/config/app-settings');
      if (response.ok && (await response.json()).success) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const elapsed = performance.now() - startedAt;
  await stop(child);
  return elapsed;
}

async function load(url, headers = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const line = (label, value) => console.log(`${label.padEnd(58)} ${value}`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  console.log(`Benchmarks (${CONNECTIONS} connections, ${DURATION} s each, ${new Date().toISOString()})\n`);

  // BENCH_ONLY=checkout measures the checkout alone (on a fresh embedded database).
  if (process.env.BENCH_ONLY === 'checkout') {
    const shop = await startShop(path.join(dataRoot, 'pglite'));
    await checkoutLine(shop.url);
    await stop(shop.child);
    return;
  }

  // BENCH_ONLY=domain-list measures the customer's domain list alone (PGlite and PostgreSQL).
  if (process.env.BENCH_ONLY === 'domain-list') {
    await domainListLines();
    return;
  }

  // BENCH_ONLY=lighthouse measures the Lighthouse scores alone (on a fresh embedded database).
  if (process.env.BENCH_ONLY === 'lighthouse') {
    await lighthouseLines({ startShop, stop, line, dir: path.join(dataRoot, 'pglite-lighthouse') });
    return;
  }

  // BENCH_ONLY=edge measures traffic beside slow connections and session growth alone.
  if (process.env.BENCH_ONLY === 'edge') {
    await slowConnectionLines();
    await sessionGrowthLines();
    return;
  }

  // BENCH_ONLY=mail measures mail delivery and mailbox creation to first login alone.
  if (process.env.BENCH_ONLY === 'mail') {
    await (await import('./mail.mjs')).mailLines({ line, median, dir: path.join(dataRoot, 'mail') });
    return;
  }

  // BENCH_ONLY=epp measures domain checks and registrations through the EPP gateway alone.
  if (process.env.BENCH_ONLY === 'epp') {
    await (await import('./epp.mjs')).eppLines({ line, median, dir: path.join(dataRoot, 'epp') });
    return;
  }

  // BENCH_ONLY=tests measures `npm run check` beside the full suite alone.
  if (process.env.BENCH_ONLY === 'tests') {
    await testTierLines({ line });
    return;
  }

  // Start time with an existing embedded database: the first start creates and seeds it.
  const dir = path.join(dataRoot, 'pglite');
  await timeToFirstAnswer(dir);
  const starts = [];
  for (let run = 0; run < 3; run++) starts.push(await timeToFirstAnswer(dir));
  const startMs = median(starts);
  line(
    'start to first API answer, existing PGlite (median of 3)',
    `${startMs.toFixed(0)} ms  (target ≤ 3000 ms: ${startMs <= 3000 ? 'met' : 'NOT met'})`,
  );

  const bare = await start(['scripts/bench/bare-server.mjs'], {}, /listening (\d+)/);
  const bareUrl = `http://127.0.0.1:${bare.match[1]}/`;
  const shop = await startShop(dir);

  // A returning visitor: the session exists, as for every request after the first.
  const status = await fetch(`${shop.url}/api/v1/user/status`);
  const cookie = status.headers.get('set-cookie').split(';')[0];
  const { result } = await status.json();
  const query = `csrf_token=${result.csrf_token}&session_id=${result.session_id}`;

  const baseline = await load(bareUrl);
  line('bare Node http, fixed JSON', `${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`);
  for (const endpoint of ['/api/v1/user/status', '/api/v1/config/app-settings']) {
    const figures = await load(`${shop.url}${endpoint}?${query}`, { cookie });
    const ratio = figures.rps / baseline.rps;
    line(
      `GET ${endpoint}`,
      `${figures.rps.toFixed(0)} req/s, p99 ${figures.p99} ms, ratio ${ratio.toFixed(2)} (target ≥ 0.35: ${ratio >= 0.35 ? 'met' : 'NOT met'})`,
    );
  }
  // Browsers ask for gzip; the price list is served compressed from a shared cache.
  const prices = await load(`${shop.url}/api/v1/price/list?${query}`, { cookie, 'accept-encoding': 'gzip' });
  const priceRatio = prices.rps / baseline.rps;
  line(
    'GET /api/v1/price/list',
    `${prices.rps.toFixed(0)} req/s, p99 ${prices.p99} ms, ratio ${priceRatio.toFixed(2)} (target ≥ 0.3: ${priceRatio >= 0.3 ? 'met' : 'NOT met'})`,
  );

  for (const count of [10, 500]) {
    const runs = [];
    for (let run = 0; run < 5; run++) runs.push(await timeCheck(shop.url, cookie, result, count, run));
    const first = median(runs.map((entry) => entry.first));
    const all = median(runs.map((entry) => entry.all));
    const target = count === 10 ? '' : `; all under 1000 ms: ${all < 1000 ? 'met' : 'NOT met'}`;
    line(
      `POST /domain/check, ${count} names (median of 5)`,
      `first result ${first.toFixed(1)} ms (target < 50 ms: ${first < 50 ? 'met' : 'NOT met'}), all ${all.toFixed(1)} ms${target}`,
    );
  }
  const hashMs = await argon2HashTime();
  line(
    'one argon2id password hash, shop parameters (median of 15)',
    `${hashMs.toFixed(1)} ms (target 20–50 ms: ${hashMs >= 20 && hashMs <= 50 ? 'met' : 'NOT met'})`,
  );
  const logins = await loginFigures(shop.url);
  line('POST /user/login, one at a time (median of 20)', `${logins.median.toFixed(1)} ms`);
  line('POST /user/login, 8 clients at once', `${logins.perSecond.toFixed(1)} logins/s`);
  await checkoutLine(shop.url);
  await domainListLines();
  const memory = await sessionsMemory(shop.url, shop.child.pid);
  line('server memory (RSS) before / after 10,000 new sessions', `${memory.before.toFixed(0)} MB / ${memory.after.toFixed(0)} MB`);

  await stop(shop.child);
  await stop(bare.child);

  await slowConnectionLines();
  await sessionGrowthLines();
  await lighthouseLines({ startShop, stop, line, dir: path.join(dataRoot, 'pglite-lighthouse') });
  await (await import('./dns-zone.mjs')).dnsZoneLines({ start, stop, line, median, dir: path.join(dataRoot, 'dns'), seconds: DURATION });
  await (await import('./mail.mjs')).mailLines({ line, median, dir: path.join(dataRoot, 'mail') });
  await (await import('./epp.mjs')).eppLines({ line, median, dir: path.join(dataRoot, 'epp') });

  const size = await homeRouteJavaScript();
  line(
    `JavaScript the home route loads first, gzipped (${size.method})`,
    `${(size.bytes / 1024).toFixed(1)} KB  (target ≤ 200 KB: ${size.bytes <= 200 * 1024 ? 'met' : 'NOT met'})`,
  );

  // Last: the test runs take the machine's cores for minutes.
  await testTierLines({ line });
}

/**
 * Time to the first streamed result and to the end of a check of `count` fresh names, on TLDs
 * without simulated registry latency.
 */
async function timeCheck(url, cookie, session, count, run) {
  const fastTlds = ['com', 'net', 'org', 'de', 'eu'];
  const domains = Array.from({ length: count }, (_, index) => `bench-${run}-${index}-${Date.now()}.${fastTlds[index % fastTlds.length]}`);
  const started = performance.now();
  const response = await fetch(`${url}/api/v1/domain/check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ domains, csrf_token: session.csrf_token, session_id: session.session_id }),
  });
  if (!response.ok) throw new Error(`check answered ${response.status}`);
  const decoder = new TextDecoder();
  let first = null;
  let text = '';
  for await (const chunk of response.body) {
    text += decoder.decode(chunk, { stream: true });
    if (first === null && text.includes('<<</result>>>')) first = performance.now() - started;
  }
  const all = performance.now() - started;
  const results = text.split('<<</result>>>').length - 1;
  if (results !== count + 1) throw new Error(`check of ${count} names gave ${results - 1} results`);
  return { first, all };
}

/** The time of one hash with the parameters of server/modules/user/password-hasher.ts. */
async function argon2HashTime() {
  const { hash } = await import('@node-rs/argon2');
  const source = readFileSync('server/modules/user/password-hasher.ts', 'utf8');
  const memoryCost = Number(source.match(/memoryCost: ([\d_]+)/)[1].replaceAll('_', ''));
  const timeCost = Number(source.match(/timeCost: (\d+)/)[1]);
  const times = [];
  for (let run = 0; run < 15; run++) {
    const started = performance.now();
    await hash('a password for the benchmark', { algorithm: 2, memoryCost, timeCost, parallelism: 1 });
    times.push(performance.now() - started);
  }
  return median(times);
}

/**
 * Login speed with the demo customer: each login starts from a fresh session (status, then login),
 * as a browser does. One at a time, the time is mostly the argon2id hash; with 8 clients it shows
 * how many logins a second the two cores manage.
 */
async function loginFigures(url) {
  const once = async () => {
    const status = await fetch(`${url}/api/v1/user/status`);
    const cookie = status.headers.get('set-cookie').split(';')[0];
    const { result } = await status.json();
    const started = performance.now();
    const response = await fetch(`${url}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        login: 'demo@example.com',
        password: 'demo-password-2026',
        csrf_token: result.csrf_token,
        session_id: result.session_id,
      }),
    });
    if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    return performance.now() - started;
  };
  const latencies = [];
  for (let run = 0; run < 20; run++) latencies.push(await once());
  const seconds = Math.max(2, DURATION / 2);
  const end = performance.now() + seconds * 1000;
  let count = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (performance.now() < end) {
        await once();
        count++;
      }
    }),
  );
  return { median: median(latencies), perSecond: count / seconds };
}

const CHECKOUT_USERS = 20;

async function checkoutLine(url) {
  const checkout = await checkoutFigures(url);
  line(
    `checkout from the prepaid balance, ${CHECKOUT_USERS} users at once`,
    `${checkout.perSecond.toFixed(1)} orders/s (${checkout.orders} orders; add, quote and commit each; commit p50 ${checkout.commitP50.toFixed(0)} ms, p99 ${checkout.commitP99.toFixed(0)} ms)`,
  );
  line(
    '  the same names registered at the registry by the jobs',
    `all ${checkout.orders} within ${(checkout.registeredAfterMs / 1000).toFixed(1)} s of the last payment`,
  );
}

/** A JSON request from a chosen local address (registrations are limited per client address). */
function requestJson(url, { method = 'GET', cookie, body, localAddress } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      url,
      { method, localAddress, headers: { ...(cookie ? { cookie } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, text, json: () => JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * Orders a second paid from the prepaid balance: 20 customers (registered, account topped up by
 * card through the sandbox gateway's hosted page) each loop add a fresh name to the cart, ask for
 * the quote (/pay/init) and commit, as the checkout does. Registration at the registry runs in the
 * durable jobs beside it; the second figure is how long after the last payment all are registered.
 */
async function checkoutFigures(url) {
  const contact = {
    name: 'Bench Buyer',
    org: '',
    street: ['Hauptstraße 1'],
    city: 'Köln',
    state: '',
    postal_code: '50667',
    country: 'DE',
    phone: '+49.2211234567',
    email: 'bench@example.org',
  };
  const users = await Promise.all(
    Array.from({ length: CHECKOUT_USERS }, async (_unused, index) => {
      const localAddress = `127.0.1.${index + 1}`;
      const status = await requestJson(`${url}/api/v1/user/status`, { localAddress });
      let cookie = status.headers['set-cookie'][0].split(';')[0];
      let session = status.json().result;
      const registered = await requestJson(`${url}/api/v1/user/register`, {
        method: 'POST',
        cookie,
        localAddress,
        body: {
          login: `bench.${index}.${Date.now()}@example.org`,
          password: 'a-long-secret-phrase',
          accept_terms: true,
          csrf_token: session.csrf_token,
          session_id: session.session_id,
        },
      });
      if (registered.status !== 200) throw new Error(`register answered ${registered.status}: ${registered.text}`);
      cookie = registered.headers['set-cookie'][0].split(';')[0];
      session = registered.json().result;
      const call = async (path, body) => {
        const response = await requestJson(`${url}/api/v1${path}`, {
          method: 'POST',
          cookie,
          body: { ...body, csrf_token: session.csrf_token, session_id: session.session_id },
        });
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${response.text}`);
        return response.json().result;
      };
      await call('/user/account/create', {});
      const topUp = await call('/user/account/increase', {
        amount: 400_000,
        method: 'card',
        idempotency_key: `bench-top-up-${index}-${Date.now()}`,
      });
      const form = await fetch(new URL(new URL(topUp.redirect_url).pathname, url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'decision=approve',
        redirect: 'manual',
      });
      if (form.status !== 303) throw new Error(`hosted page answered ${form.status}`);
      await call('/pay/settings', { type: 'register', method: 'balance' });
      await call('/pay/save/contact', { type: 'register', contact });
      return { index, cookie, session, call };
    }),
  );

  const commitTimes = [];
  let orders = 0;
  let lastPaidAt = 0;
  const end = performance.now() + DURATION * 1000;
  await Promise.all(
    users.map(async (user) => {
      for (let round = 0; performance.now() < end; round++) {
        await user.call(`/cart/add/domain/bench-order-${user.index}-${round}-${Date.now()}.com`, {});
        const init = await requestJson(
          `${url}/api/v1/pay/init/register?csrf_token=${user.session.csrf_token}&session_id=${user.session.session_id}`,
          { cookie: user.cookie },
        );
        const started = performance.now();
        const paid = await user.call('/pay/commit', {
          type: 'register',
          idempotency_key: `bench-${user.index}-${round}-${Date.now()}`,
          fingerprint: init.json().result.quote.fingerprint,
          terms: true,
        });
        commitTimes.push(performance.now() - started);
        if (paid.status !== 'paid') throw new Error(`commit answered status ${paid.status}`);
        orders++;
        lastPaidAt = performance.now();
      }
    }),
  );
  const seconds = DURATION;
  // Wait until the jobs have registered every name.
  for (;;) {
    const pending = await Promise.all(
      users.map(async (user) => {
        const response = await requestJson(
          `${url}/api/v1/user/orders?per_page=100&csrf_token=${user.session.csrf_token}&session_id=${user.session.session_id}`,
          { cookie: user.cookie },
        );
        return response.json().result.orders.filter((order) => order.status !== 'completed').length;
      }),
    );
    if (pending.every((count) => count === 0)) break;
    if (performance.now() - lastPaidAt > 120_000)
      throw new Error(`orders still not registered after two minutes: ${pending.reduce((a, b) => a + b, 0)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const sorted = [...commitTimes].sort((a, b) => a - b);
  return {
    orders,
    perSecond: orders / seconds,
    commitP50: sorted[Math.floor(sorted.length * 0.5)],
    commitP99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))],
    registeredAfterMs: performance.now() - lastPaidAt,
  };
}

const LIST_DOMAINS = 10_000;
const LIST_RUNS = 15;
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The customer's domain list on PGlite, and on PostgreSQL when DATABASE_URL or a local server is there. */
async function domainListLines() {
  const pglite = await domainListFigures({ kind: 'pglite', dir: path.join(dataRoot, 'pglite-domain-list') });
  printDomainList('PGlite', pglite);
  const adminUrl = process.env.DATABASE_URL || ((await postgresAnswers(LOCAL_POSTGRES)) ? LOCAL_POSTGRES : null);
  if (!adminUrl) {
    line('GET /domain/list on PostgreSQL', 'skipped: no DATABASE_URL and no PostgreSQL at 127.0.0.1:5432');
    return;
  }
  // A database of its own, dropped afterwards, so that nothing else on the server is touched.
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `shop_bench_list_${process.pid}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    printDomainList('PostgreSQL', await domainListFigures({ kind: 'postgres', url: url.toString() }));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

function printDomainList(database, figures) {
  const verdict = (ms) => `${ms.toFixed(1)} ms (target < 50 ms: ${ms < 50 ? 'met' : 'NOT met'})`;
  line(`GET /domain/list, ${LIST_DOMAINS} domains, ${database}: first page`, `${verdict(figures.firstPage)}, median of ${LIST_RUNS}`);
  line(`  pattern filter (*-12*)`, `${verdict(figures.pattern)}, median of ${LIST_RUNS}`);
  line(`  expiring within 90 days, by expiry, 100 a page`, `${verdict(figures.expiring)}, median of ${LIST_RUNS}`);
}

async function postgresAnswers(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * One customer with 10,000 domains, put straight into the sandbox registry's and the shop's tables
 * (the same statements as server/test/customer-domain-seed.ts): the figure is
 * about listing, not registering. The server is stopped while an embedded database is seeded.
 */
async function domainListFigures(database) {
  const env = database.kind === 'pglite' ? { PGLITE_DATA_DIR: database.dir } : { DATABASE_URL: database.url };
  const begin = () =>
    start(
      ['dist/server/main.js'],
      { ...shopEnv(database.dir ?? path.join(dataRoot, 'unused')), ...env },
      /running at (http:\/\/\S+?)\/?\s/,
    );
  let shop = await begin();
  let url = shop.match[1];
  const status = await requestJson(`${url}/api/v1/user/status`, { localAddress: '127.0.2.1' });
  let cookie = status.headers['set-cookie'][0].split(';')[0];
  const login = `bench.list.${Date.now()}@example.org`;
  const registered = await requestJson(`${url}/api/v1/user/register`, {
    method: 'POST',
    cookie,
    localAddress: '127.0.2.1',
    body: { login, password: 'a-long-secret-phrase', accept_terms: true, ...sessionOf(status) },
  });
  if (registered.status !== 200) throw new Error(`register answered ${registered.status}: ${registered.text}`);
  cookie = registered.headers['set-cookie'][0].split(';')[0];
  const session = sessionOf(registered);

  const statements = (userId) => [
    `insert into registry_domains (name, tld, registrar_id, created_at, updated_at, expires_at, auth_info, nameservers)
     select 'bench-' || n || '.com', 'com', 'shop', now() - interval '1 year', now() - interval '1 year',
            now() + ((60 + (n * 7919) % 365) || ' days')::interval, 'Seed-auth-' || n || '!', array['ns1.shop-dns.example', 'ns2.shop-dns.example']
     from generate_series(1, ${LIST_DOMAINS}) as n`,
    `insert into customer_domains (name, user_id, registered_at, expires_at)
     select name, ${userId}, created_at, expires_at from registry_domains where name like 'bench-%.com'`,
    `insert into customer_domain_states (name, unicode_name, auto_renew_grace_days, transfer_locked_until, statuses, nameservers, synced_at)
     select name, name, 45, created_at + interval '60 days', '{}', nameservers, now() from registry_domains where name like 'bench-%.com'`,
    'analyze',
  ];
  if (database.kind === 'pglite') {
    await stop(shop.child);
    const { PGlite } = await import('@electric-sql/pglite');
    const client = new PGlite(database.dir);
    const { rows } = await client.query('select id from users where login = $1', [login]);
    for (const statement of statements(rows[0].id)) await client.exec(statement);
    await client.close();
    shop = await begin();
    url = shop.match[1];
  } else {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query('select id from users where login = $1', [login]);
    for (const statement of statements(rows[0].id)) await client.query(statement);
    await client.end();
  }

  const time = async (query) => {
    const params = new URLSearchParams({ ...query, ...session });
    const times = [];
    for (let run = 0; run < LIST_RUNS + 3; run++) {
      const started = performance.now();
      const response = await requestJson(`${url}/api/v1/domain/list?${params}`, { cookie });
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`domain list answered ${response.status}: ${response.text}`);
      const { result } = response.json();
      if (Object.keys(query).every((name) => ['page', 'per_page'].includes(name)) && result.total !== LIST_DOMAINS)
        throw new Error(`domain list has ${result.total} names, not ${LIST_DOMAINS}`);
      if (result.domains.length === 0) throw new Error(`domain list ${params} is empty`);
      // The first runs warm the caches (statements, TLD policies); they are not counted.
      if (run >= 3) times.push(elapsed);
    }
    return median(times);
  };
  const figures = {
    firstPage: await time({ page: '1', per_page: '20' }),
    pattern: await time({ pattern: '*-12*', page: '1', per_page: '20' }),
    expiring: await time({ expiring: '90', sort: 'expiry', page: '1', per_page: '100' }),
  };
  await stop(shop.child);
  return figures;
}

const sessionOf = (response) => {
  const { result } = response.json();
  return { csrf_token: result.csrf_token, session_id: result.session_id };
};

function rssMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)[1]) / 1024;
}

/** The server's resident memory before and after 10,000 visitors each started a session. */
async function sessionsMemory(url, pid) {
  const before = rssMegabytes(pid);
  let started = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (started < 10_000) {
        started++;
        const response = await fetch(`${url}/api/v1/user/status`);
        if (!response.ok) throw new Error(`status answered ${response.status}`);
        await response.arrayBuffer();
      }
    }),
  );
  return { before, after: rssMegabytes(pid) };
}

const SLOW_CONNECTIONS = 1000;
// The shop allows 256 open connections per address: the slow ones come from several addresses.
const SLOW_PER_ADDRESS = 200;

/**
 * Requests per second of returning visitors on the API, alone and then with 1,000 slow
 * connections open beside them: each has sent its headers and 10 bytes of a 1,000-byte body and
 * then nothing (the shop drops them after REQUEST_TIMEOUT_MS, 30 s; the load runs shorter).
 */
async function slowConnectionLines() {
  const shop = await startShop(path.join(dataRoot, 'pglite-slow'));
  try {
    const status = await fetch(`${shop.url}/api/v1/user/status`);
    const cookie = status.headers.get('set-cookie').split(';')[0];
    const { result } = await status.json();
    const target = `${shop.url}/api/v1/config/app-settings?csrf_token=${result.csrf_token}&session_id=${result.session_id}`;
    const alone = await load(target, { cookie });
    const { port } = new URL(shop.url);
    const sockets = await Promise.all(
      Array.from(
        { length: SLOW_CONNECTIONS },
        (_unused, index) =>
          new Promise((resolve, reject) => {
            const socket = net.connect(
              { host: '127.0.0.1', port: Number(port), localAddress: `127.0.4.${1 + Math.floor(index / SLOW_PER_ADDRESS)}` },
              () => {
                socket.write(
                  `POST /api/v1/user/login HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"login":"`,
                );
                resolve(socket);
              },
            );
            socket.on('error', reject);
          }),
      ),
    );
    const closed = () => sockets.filter((socket) => socket.destroyed || socket.readableEnded).length;
    for (const socket of sockets) socket.on('error', () => {});
    const beside = await load(target, { cookie });
    const stillOpen = SLOW_CONNECTIONS - closed();
    for (const socket of sockets) socket.destroy();
    line('GET /api/v1/config/app-settings, alone', `${alone.rps.toFixed(0)} req/s, p99 ${alone.p99} ms`);
    line(
      `  beside ${SLOW_CONNECTIONS} idle slow connections`,
      `${beside.rps.toFixed(0)} req/s, p99 ${beside.p99} ms, ratio ${(beside.rps / alone.rps).toFixed(2)}; ${stillOpen} slow ones still open at the end`,
    );
  } finally {
    await stop(shop.child);
  }
}

const VISITS = 10_000;

/** Rows in the sessions table and database size of a fresh embedded database, read with the shop stopped. */
async function databaseFigures(dir) {
  const client = new PGlite(dir);
  try {
    const sessions = (await client.query('select count(*)::int as count from sessions')).rows[0].count;
    const bytes = Number((await client.query('select pg_database_size(current_database()) as size')).rows[0].size);
    return { sessions, bytes };
  } finally {
    await client.close();
  }
}

/** What 10,000 cookie-less `GET /user/status` visits (a crawler, a monitor, a flood) leave in the database. */
async function sessionGrowthLines() {
  const dir = path.join(dataRoot, 'pglite-growth');
  let shop = await startShop(dir);
  await stop(shop.child);
  const before = await databaseFigures(dir);
  shop = await startShop(dir);
  let sent = 0;
  try {
    await Promise.all(
      Array.from({ length: 20 }, async (_unused, worker) => {
        while (sent < VISITS) {
          sent++;
          // Several client addresses, so that no per-address limit shapes the figure.
          const response = await requestJson(`${shop.url}/api/v1/user/status`, { localAddress: `127.0.5.${worker + 1}` });
          if (response.status !== 200) throw new Error(`status answered ${response.status}: ${response.text}`);
        }
      }),
    );
  } finally {
    await stop(shop.child);
  }
  const after = await databaseFigures(dir);
  const megabytes = (bytes) => (bytes / 1024 / 1024).toFixed(1);
  line(
    `database after ${VISITS.toLocaleString('en')} cookie-less GET /user/status`,
    `sessions rows ${before.sessions} → ${after.sessions} (+${after.sessions - before.sessions}), size ${megabytes(before.bytes)} → ${megabytes(after.bytes)} MB (+${megabytes(after.bytes - before.bytes)} MB)`,
  );
}

/** Gzipped size of the scripts a browser fetches to show /home, measured in chromium when present. */
async function homeRouteJavaScript() {
  const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
  try {
    const { chromium } = await import('playwright-core');
    const shop = await startShop(path.join(dataRoot, 'pglite'));
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    });
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${shop.url}/home`, { waitUntil: 'networkidle' });
    await browser.close();
    await stop(shop.child);
    const bytes = [...scripts].reduce((sum, file) => sum + gz(path.join('dist/web', file)), 0);
    return { bytes, method: `${scripts.size} scripts seen by chromium` };
  } catch (error) {
    // Without a browser: the entry scripts and preloads that index.html names.
    const html = readFileSync('dist/web/index.html', 'utf8');
    const files = [...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]);
    const bytes = files.reduce((sum, file) => sum + gz(path.join('dist/web', file)), 0);
    return { bytes, method: `index.html scripts only; no browser: ${error.message.split('\n')[0]}` };
  }
}

try {
  await main();
} finally {
  await Promise.all([...children].map(stop));
  rmSync(dataRoot, { recursive: true, force: true });
}
