// Lighthouse scores (desktop preset) of the pages a visitor and a customer see first, measured with
// Debian's chromium against the built shop on an embedded database with demo data. Run from
// run.mjs (`npm run bench`), or alone with `BENCH_ONLY=lighthouse npm run bench`.
import { PGlite } from '@electric-sql/pglite';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Lighthouse's simulated throttling still varies a little run to run: the median of a few counts.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const DEMO_LOGIN = 'demo@example.com';
const DEMO_PASSWORD = 'demo-password-2026';
const OWNED_NAMES = 50;
const TARGET = 0.95;

/**
 * `startShop(dir)` starts the built shop on the PGlite folder and answers `{ child, url }`;
 * `stop(child)` ends it; `line(label, value)` prints one aligned line.
 */
export async function lighthouseLines({ startShop, stop, line, dir }) {
  // The first start creates the database and seeds the demo customer and its four names.
  let shop = await startShop(dir);
  await stop(shop.child);
  await giveDemoCustomerNames(dir, OWNED_NAMES);
  shop = await startShop(dir);
  try {
    const cookie = await demoLogin(shop.url);
    const pages = [
      { path: '/home', label: '/home' },
      { path: '/domain/search/example', label: '/domain/search/example' },
      { path: '/domain/prices', label: '/domain/prices' },
      { path: '/user/domains', label: `/user/domains, logged in, ${OWNED_NAMES} names`, cookie },
    ];
    // LIGHTHOUSE_ONLY=prices measures only the pages whose address contains it.
    for (const page of pages.filter((entry) => entry.path.includes(process.env.LIGHTHOUSE_ONLY ?? ''))) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(`${shop.url}${page.path}`, page.cookie));
      const middle = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
      const verdict = middle.performance >= TARGET && middle.accessibility === 1 ? 'met' : 'NOT met';
      line(
        `Lighthouse desktop ${page.label}`,
        `performance ${middle.performance.toFixed(2)} (runs ${runs.map((entry) => entry.performance.toFixed(2)).join(', ')}), accessibility ${middle.accessibility.toFixed(2)} (target ≥ ${TARGET} and 1.00: ${verdict})`,
      );
      line('  FCP, LCP, TBT, CLS, speed index', `${middle.metrics}`);
      line('  requests (scripts)', `${middle.requests} (${middle.scripts})`);
      if (middle.finalUrl !== `${shop.url}${page.path}`) line('  ended at another address', middle.finalUrl);
      for (const finding of middle.findings) line('  ', finding);
    }
  } finally {
    await stop(shop.child);
  }
}

/**
 * One Lighthouse run in a browser of its own: the two scores, the metrics and what it says costs
 * the most. A fresh browser per run, because a visitor cookie the shop set in an earlier run would
 * travel beside the logged-in cookie given in the headers.
 */
async function audit(url, cookie) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    return await auditIn(chrome.port, url, cookie);
  } finally {
    await chrome.kill();
  }
}

async function auditIn(port, url, cookie) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(cookie ? { extraHeaders: { cookie } } : {}),
  };
  const { lhr } = await lighthouse(url, flags, desktopConfig);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  // LIGHTHOUSE_REPORTS=folder keeps each run's full report for a closer look.
  if (process.env.LIGHTHOUSE_REPORTS)
    writeFileSync(
      path.join(process.env.LIGHTHOUSE_REPORTS, `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`),
      JSON.stringify(lhr),
    );
  const value = (id) => lhr.audits[id]?.displayValue ?? '–';
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
    .map(value)
    .join(', ');
  // Performance audits that lost points, and accessibility audits that failed.
  const findings = Object.values(lhr.audits)
    .filter(
      (entry) =>
        entry.score !== null &&
        entry.score < 0.9 &&
        ['opportunity', 'numeric', 'binary', 'metricSavings'].includes(entry.scoreDisplayMode) &&
        !/^(first-contentful|largest-contentful|total-blocking|cumulative-layout|speed-index|interactive|max-potential)/.test(entry.id),
    )
    .map((entry) => `${entry.id}: ${entry.displayValue ?? entry.title}`)
    .slice(0, 6);
  // Over HTTP/1.1's six connections per origin each file costs a round trip (decision 040).
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    requests: requests.length,
    scripts: requests.filter((entry) => entry.resourceType === 'Script').length,
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    metrics,
    findings,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/** Logs the demo customer in over the API, as the login form does, and answers its cookie. */
async function demoLogin(url) {
  const status = await fetch(`${url}/api/v1/user/status`);
  const { result } = await status.json();
  const cookie = status.headers.get('set-cookie')?.split(';')[0] ?? '';
  const response = await fetch(`${url}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ login: DEMO_LOGIN, password: DEMO_PASSWORD, csrf_token: result.csrf_token, session_id: result.session_id }),
  });
  if (!response.ok) throw new Error(`demo login answered ${response.status}: ${await response.text()}`);
  // The login renews the session: the new cookie is the logged-in one.
  return response.headers.get('set-cookie')?.split(';')[0] ?? cookie;
}

/**
 * Tops the demo customer up to `total` names, written straight into the sandbox registry's and the
 * shop's tables (as the domain-list bench does): the page shows a portfolio, not registrations.
 * The shop is stopped meanwhile, as an embedded database has one user at a time.
 */
async function giveDemoCustomerNames(dir, total) {
  const client = new PGlite(dir);
  try {
    const { rows } = await client.query('select id from users where login = $1', [DEMO_LOGIN]);
    if (rows.length === 0) throw new Error(`no demo customer ${DEMO_LOGIN} in the seeded database`);
    const userId = rows[0].id;
    const owned = (await client.query('select count(*)::int as count from customer_domains where user_id = $1', [userId])).rows[0].count;
    const missing = Math.max(0, total - owned);
    await client.exec(`
      insert into registry_domains (name, tld, registrar_id, created_at, updated_at, expires_at, auth_info, nameservers)
      select 'portfolio-' || n || '.com', 'com', 'shop', now() - interval '1 year', now() - interval '1 year',
             now() + ((30 + (n * 37) % 365) || ' days')::interval, 'Seed-auth-' || n || '!', array['ns1.shop-dns.example', 'ns2.shop-dns.example']
      from generate_series(1, ${missing}) as n;
      insert into customer_domains (name, user_id, registered_at, expires_at)
      select name, ${userId}, created_at, expires_at from registry_domains where name like 'portfolio-%.com';
      insert into customer_domain_states (name, unicode_name, auto_renew_grace_days, transfer_locked_until, statuses, nameservers, synced_at)
      select name, name, 45, created_at + interval '60 days', '{}', nameservers, now() from registry_domains where name like 'portfolio-%.com';
    `);
  } finally {
    await client.close();
  }
}
