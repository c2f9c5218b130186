// DNS zone figures of `npm run bench` (issue 16): a 1,000-record zone saved through the shop and
// served by its managed PowerDNS, beside the same RRsets pushed straight to the PowerDNS API in the
// same run; then how many queries a second PowerDNS answers for the saved zone.
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A demo name of the demo customer whose zone the shop serves (as in e2e/dns-zone.e2e.ts). */
const DOMAIN = 'demo-bakery.net';
/** The baseline's zone, made straight through the PowerDNS API beside the shop's. */
const BASELINE = 'bench-baseline.example';
const RECORDS = 1_000;
const RUNS = 3;

/**
 * `start`, `stop`, `line` and `median` come from run.mjs; `dir` is a fresh folder for the shop's
 * embedded database and its PowerDNS.
 */
export async function dnsZoneLines({ start, stop, line, median, dir, seconds }) {
  mkdirSync(dir, { recursive: true });
  const pdnsDir = path.join(dir, 'powerdns');
  const env = {
    PORT: '0',
    HOST: '127.0.0.1',
    PGLITE_DATA_DIR: path.join(dir, 'pglite'),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    DNS_SERVER: 'managed',
    MAIL_SERVERS: 'off',
    PDNS_DNS_PORT: '0',
    PDNS_API_PORT: '0',
    PDNS_DATA_DIR: pdnsDir,
  };
  // The start-up lines end with a blank line; the DNS line is among them when PowerDNS runs.
  const shop = await start(['dist/server/main.js'], env, /running at (http:\/\/\S+?)\/?\s[\s\S]*?\n\n/);
  try {
    const dnsPort = shop.match[0].match(/DNS answers on 127\.0\.0\.1:(\d+)/)?.[1];
    if (!dnsPort) {
      line(
        'DNS zone lines',
        `skipped: the shop's PowerDNS did not start (${shop.match[0].match(/DNS zones are kept but not served: (.*)/)?.[1] ?? 'no DNS line'})`,
      );
      return;
    }
    const url = shop.match[1];
    const pdns = {
      url: `http://127.0.0.1:${readFileSync(path.join(pdnsDir, 'pdns.conf'), 'utf8').match(/^webserver-port=(\d+)$/m)[1]}/api/v1/servers/localhost`,
      key: readFileSync(path.join(pdnsDir, 'api-key'), 'utf8').trim(),
    };
    const customer = await logIn(url);
    await createBaselineZone(pdns);

    const shopRuns = [];
    const baselineRuns = [];
    let validateMs = 0;
    for (let round = 0; round < RUNS; round++) {
      const records = zoneRecords(round);
      const last = records.at(-1);
      const expected = last.value;
      // The editor checks each record with the server before taking it in; the last one is checked
      // against the 999 added before it, the largest such call of a 1,000-record zone.
      const validateStarted = performance.now();
      await customer.call('POST', `/dns/validate/record/${DOMAIN}`, { domain: DOMAIN, added_records: records.slice(0, -1), record: last });
      validateMs = Math.max(validateMs, performance.now() - validateStarted);

      const zone = await customer.call('GET', `/dns/${DOMAIN}`);
      const started = performance.now();
      const saved = await customer.call('POST', `/dns/${DOMAIN}`, {
        version: zone.version,
        records,
        comments: '',
        flags: { parking_page: false, dnssec: zone.flags.dnssec, ddns: zone.flags.ddns },
      });
      const savedMs = performance.now() - started;
      await untilDigAnswers(dnsPort, `${last.name}.${DOMAIN}`, last.type, expected);
      const answeredMs = performance.now() - started;
      for (;;) {
        const current = await customer.call('GET', `/dns/${DOMAIN}`);
        if (current.serving === 'served' && current.version === saved.version) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      shopRuns.push({ savedMs, answeredMs, servedMs: performance.now() - started });

      // The same RRsets as the shop now serves (SOA and NS included), renamed into the baseline
      // zone, in one PATCH; timed the same way, until dig answers the last record.
      const served = await pdnsCall(pdns, 'GET', `/zones/${DOMAIN}.`);
      const rrsets = served.rrsets.map((rrset) => ({
        name: rrset.name.replace(new RegExp(`${DOMAIN.replaceAll('.', '\\.')}\\.$`), `${BASELINE}.`),
        type: rrset.type,
        ttl: rrset.ttl,
        changetype: 'REPLACE',
        records: rrset.records,
      }));
      if (rrsets.length < RECORDS)
        throw new Error(`PowerDNS serves ${rrsets.length} RRsets for ${DOMAIN}, fewer than the ${RECORDS} records saved`);
      const baselineStarted = performance.now();
      await pdnsCall(pdns, 'PATCH', `/zones/${BASELINE}.`, { rrsets });
      await untilDigAnswers(dnsPort, `${last.name}.${BASELINE}`, last.type, expected);
      baselineRuns.push(performance.now() - baselineStarted);
    }

    const shopAnswered = median(shopRuns.map((entry) => entry.answeredMs));
    const baseline = median(baselineRuns);
    line(`POST /dns/validate/record, 1 against ${RECORDS - 1} added`, `${validateMs.toFixed(0)} ms (largest of ${RUNS})`);
    line('PowerDNS API, one PATCH of the same RRsets → dig answers', `${baseline.toFixed(0)} ms (median of ${RUNS})`);
    line(
      `POST /dns/{domain}, ${RECORDS} records → dig answers`,
      `${shopAnswered.toFixed(0)} ms (median of ${RUNS}; the save answered after ${median(shopRuns.map((entry) => entry.savedMs)).toFixed(0)} ms), ratio ${(shopAnswered / baseline).toFixed(1)}× the PATCH`,
    );
    line(
      "  → the zone's serving state is 'served'",
      `${median(shopRuns.map((entry) => entry.servedMs)).toFixed(0)} ms (median of ${RUNS})`,
    );

    await queriesPerSecond({ line, dnsPort, dir, seconds });
  } finally {
    await stop(shop.child);
  }
}

/** A thousand records of three types, with addresses and texts that differ from round to round. */
function zoneRecords(round) {
  return Array.from({ length: RECORDS }, (_unused, index) => {
    const name = `r${index}`;
    if (index % 3 === 1) return { type: 'AAAA', name, value: `2001:db8:${round}::${index.toString(16)}`, ttl: 3600 };
    if (index % 3 === 2) return { type: 'TXT', name, value: `bench round ${round} record ${index}`, ttl: 3600 };
    return { type: 'A', name, value: `10.${round}.${Math.floor(index / 256)}.${index % 256}`, ttl: 3600 };
  }).map((record, index, all) => (index === all.length - 1 ? { ...record, type: 'A', value: `10.${round}.255.255` } : record));
}

/** The demo customer logged in; `call` answers the envelope's result and throws on anything else. */
async function logIn(url) {
  const status = await fetch(`${url}/api/v1/user/status`);
  let cookie = status.headers.get('set-cookie').split(';')[0];
  let session = (await status.json()).result;
  const login = await fetch(`${url}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      login: 'demo@example.com',
      password: 'demo-password-2026',
      csrf_token: session.csrf_token,
      session_id: session.session_id,
    }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const setCookie = login.headers.get('set-cookie');
  if (setCookie) cookie = setCookie.split(';')[0];
  const loggedIn = (await login.json()).result;
  if (loggedIn?.session_id) session = loggedIn;
  const auth = { csrf_token: session.csrf_token, session_id: session.session_id };
  return {
    async call(method, route, body) {
      const query = new URLSearchParams(auth);
      const response = await fetch(`${url}/api/v1${route}?${query}`, {
        method,
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify({ ...body, ...auth }) : undefined,
      });
      const text = await response.text();
      const envelope = JSON.parse(text);
      if (!response.ok || !envelope.success) throw new Error(`${method} ${route} answered ${response.status}: ${text.slice(0, 500)}`);
      return envelope.result;
    },
  };
}

async function pdnsCall(pdns, method, route, body) {
  const response = await fetch(`${pdns.url}${route}`, {
    method,
    headers: { 'x-api-key': pdns.key, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`PowerDNS ${method} ${route} answered ${response.status}: ${text.slice(0, 500)}`);
  return text ? JSON.parse(text) : null;
}

/** An empty zone (SOA and NS only), made before the timing, as the shop's zone exists before a save. */
async function createBaselineZone(pdns) {
  const zones = await pdnsCall(pdns, 'GET', '/zones');
  if (zones.some((zone) => zone.name === `${BASELINE}.`)) await pdnsCall(pdns, 'DELETE', `/zones/${BASELINE}.`);
  await pdnsCall(pdns, 'POST', '/zones', {
    name: `${BASELINE}.`,
    kind: 'Native',
    nameservers: ['ns1.bench.example.', 'ns2.bench.example.'],
  });
}

/** Asks with dig again and again (each as soon as the last one returned) until `expected` is the answer. */
async function untilDigAnswers(port, name, type, expected) {
  const deadline = performance.now() + 120_000;
  for (;;) {
    const { stdout } = await run('dig', ['@127.0.0.1', '-p', String(port), name, type, '+short', '+tries=1', '+time=1']);
    if (stdout.split('\n').some((answer) => answer.trim() === expected)) return;
    if (performance.now() > deadline) throw new Error(`dig did not answer ${expected} for ${name} ${type} within two minutes`);
  }
}

/**
 * Answers a second from PowerDNS for the saved zone, measured with dnsperf (Debian package
 * dnsperf, installed here when missing and run as root, as the shop does with PowerDNS): the
 * 1,000 names of the zone with their types, asked over UDP from 127.0.0.1 for `seconds` seconds.
 */
async function queriesPerSecond({ line, dnsPort, dir, seconds }) {
  const label = `dnsperf (UDP) against PowerDNS, the saved ${RECORDS} names`;
  if (!haveDnsperf() && process.getuid?.() === 0) {
    spawnSync('apt-get', ['install', '-y', '-q', 'dnsperf'], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  if (!haveDnsperf()) {
    await parallelDig({ line, dnsPort, seconds });
    return;
  }
  const queries = path.join(dir, 'dnsperf-queries.txt');
  writeFileSync(
    queries,
    zoneRecords(0)
      .map((record) => `${record.name}.${DOMAIN} ${record.type}`)
      .join('\n') + '\n',
  );
  const { stdout } = await run(
    'dnsperf',
    ['-s', '127.0.0.1', '-p', String(dnsPort), '-d', queries, '-l', String(seconds), '-c', '4', '-q', '100'],
    { maxBuffer: 10 * 1024 * 1024 },
  );
  const figure = (pattern) => stdout.match(pattern)?.[1];
  const completed = figure(/Queries completed:\s+(\d+)/);
  const lost = figure(/Queries lost:\s+(\d+)/);
  const noError = figure(/Response codes:\s+NOERROR (\d+)/) ?? '0';
  line(
    label,
    `${Number(figure(/Queries per second:\s+([\d.]+)/)).toFixed(0)} answers/s, average latency ${(Number(figure(/Average Latency \(s\):\s+([\d.]+)/)) * 1000).toFixed(2)} ms; ${completed} answered (${noError} NOERROR), ${lost} lost`,
  );
}

function haveDnsperf() {
  return spawnSync('dnsperf', ['-h'], { stdio: 'ignore' }).error === undefined;
}

/**
 * Without dnsperf: 8 dig processes at a time for the zone's names. The figure is bounded by
 * starting a process per query, far below what PowerDNS could answer; it says that PowerDNS keeps
 * up, not how fast it is.
 */
async function parallelDig({ line, dnsPort, seconds }) {
  const names = zoneRecords(0);
  const end = performance.now() + seconds * 1000;
  let answered = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (performance.now() < end) {
        const record = names[next++ % names.length];
        const { stdout } = await run('dig', [
          '@127.0.0.1',
          '-p',
          String(dnsPort),
          `${record.name}.${DOMAIN}`,
          record.type,
          '+short',
          '+tries=1',
          '+time=1',
        ]);
        if (stdout.trim()) answered++;
      }
    }),
  );
  line(
    `8 parallel dig processes against PowerDNS, saved names`,
    `${(answered / seconds).toFixed(0)} answers/s (dnsperf missing: bounded by starting dig, not by PowerDNS)`,
  );
}
