import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DnsZone } from '@common/api/dns.contract';
import type { DnsRecord } from '@common/dns/records/record-shape';
import { ErrorCode } from '@common/errors/error-codes';
import { errorMessage } from '@common/errors/error-messages';
import { demoUser, renderWithApp, visitorSession } from '@web/test/render';
import { DnsZoneEditor } from './dns-zone-editor';

vi.mock('@web/lib/app-snackbar', () => ({ snackbar: { success: vi.fn(), error: vi.fn(), info: vi.fn(), close: vi.fn() } }));

const session = visitorSession({ authenticated: true, user: demoUser() });

const stored = (
  id: string,
  type: DnsRecord['type'],
  name: string,
  value: string,
  rdata = value,
  parameters: DnsRecord['parameters'] = {},
): DnsRecord => ({
  id,
  type,
  name,
  value,
  ttl: 86400,
  comments: '',
  parameters,
  active_from: null,
  active_until: null,
  state: 'permanent',
  active: true,
  rdata,
});

function zoneWith(records: DnsRecord[], version = 1): DnsZone {
  return {
    domain: 'example.com',
    domain_utf8: 'example.com',
    dnssec_allowed: false,
    version,
    serial: 1,
    flags: {
      modify_allowed: true,
      deny_url: false,
      parking_page: false,
      dnssec: false,
      ddns: { active: false, username: '', password: '' },
    },
    records: Object.fromEntries(records.map((record) => [record.id, record])),
    comments: '',
    mailbox_has_zone_mailfw_conflict: false,
    mailbox_has_zone_mx_conflict: false,
    serving: 'served',
    uses_shop_nameservers: true,
    dnssec_keys: null,
  };
}

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
}

type Answer = { success: boolean; result?: unknown; errors?: unknown[]; httpStatus?: number };

/** A fetch that answers like the shop's DNS routes, from `handle`, recording each call. */
function mockServer(handle: (call: Call) => Answer) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace('/api/v1', ''),
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    };
    calls.push(call);
    const { httpStatus = 200, ...envelope } = handle(call);
    return new Response(JSON.stringify({ result: null, errors: [], ...envelope }), {
      status: httpStatus,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

const WEB = stored('r1', 'A', '@', '192.0.2.1');
const MAIL = stored('r2', 'MX', '@', 'mx.example.net', '10 mx.example.net.', { priority: 10 });

/** The validate call answers the record with an id and RDATA, or a field error for 192.0.2.256. */
function validate(call: Call): Answer {
  const record = call.body!.record as DnsRecord;
  if (record.value === '192.0.2.256')
    return {
      success: false,
      httpStatus: 400,
      errors: [{ code: ErrorCode.DnsRecordInvalid, field: 'value', message: 'This is not an IPv4 address.' }],
    };
  const rdata = record.type === 'MX' ? `${record.parameters.priority} ${record.value}.` : record.value;
  return { success: true, result: { ...record, id: record.id ?? 'new-record', state: 'permanent', active: true, rdata } };
}

const rowOf = (name: string, type: string) =>
  screen.getAllByRole('row').find((row) => within(row).queryByRole('rowheader', { name }) && row.textContent?.startsWith(type))!;

async function addRecord(fill: () => void) {
  fireEvent.click(screen.getByRole('button', { name: 'Add record' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a record' });
  fill();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add record' }));
  return dialog;
}

/** The machine is shared: dialogs close after a transition and a fake server round trip. */
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5_000 });
const field = (label: string) => within(screen.getByRole('dialog')).getByLabelText(label, { exact: false });
const type = (value: string) => fireEvent.change(field('Record type'), { target: { value } });
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('the zone editor', () => {
  beforeAll(() => {
    // jsdom has no font loading API, which the growing text areas listen to.
    if (!('fonts' in document))
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows the text of spec §8 with the detail when the zone cannot be loaded', async () => {
    mockServer(() => ({ success: false, httpStatus: 404, errors: [{ code: ErrorCode.DomainNotOwned, message: 'x', field: 'domain' }] }));
    renderWithApp(<DnsZoneEditor domain="example.com" />, { session });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sorry, something went wrong, please try again later.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says when a zone has no records, and names a zone that is kept but not served', async () => {
    mockServer(() => ({ success: true, result: { ...zoneWith([]), serving: 'not_served' } }));
    renderWithApp(<DnsZoneEditor domain="example.com" />, { session });
    expect(await screen.findByText('This zone has no records yet. Add the first one, or import a zone file.')).toBeTruthy();
    expect(screen.getByText(/^Zones are kept but not served:/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save zone' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('follows a pending push until the zone is served, without reading the records again', async () => {
    let statusCalls = 0;
    const calls = mockServer((call) => {
      if (call.path === '/dns/status/example.com') {
        statusCalls += 1;
        return { success: true, result: { version: 1, serial: 2, serving: statusCalls < 2 ? 'pending' : 'served' } };
      }
      return { success: true, result: { ...zoneWith([WEB]), serving: 'pending' } };
    });
    renderWithApp(<DnsZoneEditor domain="example.com" />, { session });
    expect(await screen.findByText('Being published')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Being published')).toBeNull(), { timeout: 8_000 });
    expect(statusCalls).toBe(2);
    expect(calls.filter((call) => call.path === '/dns/example.com')).toHaveLength(1);
  });

  it('adds records only after the server has checked them, against the ones added before; field errors stay on the field', async () => {
    const calls = mockServer((call) =>
      call.path.startsWith('/dns/validate/record/') ? validate(call) : { success: true, result: zoneWith([WEB, MAIL]) },
    );
    renderWithApp(<DnsZoneEditor domain="example.com" />, { session });
    await waitFor(() => expect(screen.getAllByRole('rowheader', { name: '@' })).toHaveLength(2), { timeout: 5_000 });

    const dialog = await addRecord(() => {
      fill('Name', 'www');
      fill('IPv4 address', '192.0.2.256');
    });
    expect(await within(dialog).findByText('This is not an IPv4 address.')).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'www' })).toBeNull();

    fill('IPv4 address', '192.0.2.10');
    // The preview comes from the shared rules while typing.
    expect(within(dialog).getByText('192.0.2.10', { selector: 'pre' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add record' }));
    await dialogClosed();
    expect(rowOf('www', 'A').textContent).toContain('New');

    await addRecord(() => {
      type('MX');
      fill('Name', '@');
      fill('Priority', '20');
      fill('Mail server', 'mx2.example.net');
    });
    await dialogClosed();
    const checks = calls.filter((call) => call.path === '/dns/validate/record/example.com');
    const last = checks[checks.length - 1].body!;
    expect(last.record).toMatchObject({ type: 'MX', name: '@', value: 'mx2.example.net', parameters: { priority: 20 } });
    expect((last.added_records as DnsRecord[]).map((record) => [record.type, record.name, record.value])).toEqual([
      ['A', 'www', '192.0.2.10'],
    ]);
    expect(screen.getByText('20 mx2.example.net.')).toBeTruthy();
    expect(screen.getByText('Not saved yet: 2 added, 0 changed, 0 deleted.')).toBeTruthy();
  }, 20_000);

  it('adds the www record too when asked, and deletes softly with an undo', async () => {
    mockServer((call) =>
      call.path.startsWith('/dns/validate/record/') ? validate(call) : { success: true, result: zoneWith([WEB, MAIL]) },
    );
    renderWithApp(<DnsZoneEditor domain="example.com" />, { session });
    await waitFor(() => expect(screen.getAllByRole('rowheader', { name: '@' })).toHaveLength(2), { timeout: 5_000 });

    await addRecord(() => {
      fill('Name', 'shop');
      fill('IPv4 address', '192.0.2.20');
      fireEvent.click(field('Also add this record for www.shop'));
    });
    await dialogClosed();
    expect(screen.getByRole('rowheader', { name: 'shop' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'www.shop' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete MX record @' }));
    const row = rowOf('@', 'MX');
    expect(within(row).getByText('Deleted')).toBeTruthy();
    expect(within(row).getByRole('rowheader').style.textDecoration).toBe('line-through');
    expect(within(row).queryByRole('button', { name: 'Edit MX record @' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Undo the changes to MX record @' }));
    expect(within(rowOf('@', 'MX')).queryByText('Deleted')).toBeNull();

    // Undoing a new record takes it out of the list again.
    fireEvent.click(screen.getByRole('button', { name: 'Undo the changes to A record www.shop' }));
    expect(screen.queryByRole('rowheader', { name: 'www.shop' })).toBeNull();
  }, 20_000);

  it('shows the dry-run diff, saves the whole zone with the session id in the query, and loads it again', async () => {
    let zone = zoneWith([WEB, MAIL]);
    const calls = mockServer((call) => {
      if (call.path.startsWith('/dns/validate/record/')) return validate(call);
      if (call.path === '/dns/diff/example.com')
        return {
          success: true,
          result: {
            added: [],
            changed: [{ name: 'example.com.', type: 'A', ttl: 86400, before: ['192.0.2.1'], after: ['192.0.2.99'] }],
            removed: [],
          },
        };
      if (call.method === 'POST' && call.path === '/dns/example.com') {
        zone = zoneWith([{ ...WEB, value: '192.0.2.99', rdata: '192.0.2.99' }, MAIL], 2);
        return { success: true, result: zone };
      }
      return { success: true, result: zone };
    });
    renderWithApp(<DnsZoneEditor domain="example.com" />, { session });
    await waitFor(() => expect(screen.getAllByRole('rowheader', { name: '@' })).toHaveLength(2), { timeout: 5_000 });

    fireEvent.click(screen.getByRole('button', { name: 'Edit A record @' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the record' });
    fill('IPv4 address', '192.0.2.99');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply change' }));
    await dialogClosed();
    expect(within(rowOf('@', 'A')).getByText('Changed')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save zone' }));
    const diff = await screen.findByRole('dialog', { name: 'Save these changes?' });
    expect(within(diff).getByText('1 record set changed')).toBeTruthy();
    expect(within(diff).getByText('192.0.2.99')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/dns/example.com')).toBe(false);

    fireEvent.click(within(diff).getByRole('button', { name: 'Save now' }));
    await waitFor(() => expect(screen.getByText('No unsaved changes.')).toBeTruthy(), { timeout: 5_000 });
    const save = calls.find((call) => call.method === 'POST' && call.path === '/dns/example.com')!;
    expect(save.query.get('session_id')).toBe('test-session');
    expect(save.body).toMatchObject({ version: 1, comments: '', flags: { parking_page: false, dnssec: false } });
    expect((save.body!.records as DnsRecord[]).find((record) => record.id === 'r1')).toMatchObject({
      value: '192.0.2.99',
      edited: true,
      changed: true,
    });
    // Loaded again after the save.
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/dns/example.com')).toHaveLength(2);
    expect(screen.getByText('192.0.2.99')).toBeTruthy();
  }, 20_000);

  it('shows save errors as spec §5 says: on the record, for the zone, none for the ignored messages; 8001 offers a reload', async () => {
    let answer: Answer = { success: false, httpStatus: 400, errors: [] };
    mockServer((call) => {
      if (call.path.startsWith('/dns/validate/record/')) return validate(call);
      if (call.path === '/dns/diff/example.com') return answer;
      return { success: true, result: zoneWith([WEB, MAIL]) };
    });
    renderWithApp(<DnsZoneEditor domain="example.com" />, { session });
    await waitFor(() => expect(screen.getAllByRole('rowheader', { name: '@' })).toHaveLength(2), { timeout: 5_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Delete A record @' }));

    answer = {
      success: false,
      httpStatus: 400,
      errors: [
        { code: ErrorCode.DnsRecordInvalid, field: 'records.r2.value', message: 'The mail server must not be an alias.' },
        { code: 1, message: 'Object does not exist' },
        { code: ErrorCode.DnssecNotAllowed, field: 'flags.dnssec', message: 'The registry of this domain does not support DNSSEC.' },
      ],
    };
    fireEvent.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(await within(rowOf('@', 'MX')).findByText('Value: The mail server must not be an alias.')).toBeTruthy();
    expect(screen.getByText('The registry of this domain does not support DNSSEC.')).toBeTruthy();
    expect(screen.queryByText('Object does not exist')).toBeNull();

    answer = { success: false, httpStatus: 409, errors: [{ code: ErrorCode.DnsZoneChanged, field: 'version', message: 'changed' }] };
    fireEvent.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(await screen.findByRole('button', { name: 'Reload the zone' })).toBeTruthy();
    expect(within(rowOf('@', 'MX')).queryByText(/must not be an alias/)).toBeNull();
  });

  it('turns on dynamic DNS with fresh access data, explains a DNSSEC the registry refuses, and marks parked records', async () => {
    const calls = mockServer((call) => {
      if (call.path === '/dns/generate-auth')
        return { success: true, result: { username: 'dyn-0a1b2c3d4e5f', password: 'k3y-0f-at-least-sixteen' } };
      if (call.path === '/dns/diff/example.com') return { success: true, result: { added: [], changed: [], removed: [] } };
      return { success: true, result: zoneWith([WEB]) };
    });
    renderWithApp(<DnsZoneEditor domain="example.com" />, { session });
    await waitFor(() => expect(screen.getByRole('rowheader', { name: '@' })).toBeTruthy(), { timeout: 5_000 });
    const dnssec = screen.getByRole('switch', { name: /^DNSSEC/ }) as HTMLInputElement;
    expect(dnssec.disabled).toBe(true);
    expect(screen.getByText('The registry of this domain does not support DNSSEC, so it cannot be turned on.')).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: /^Dynamic DNS/ }));
    expect(((await screen.findByLabelText('User name')) as HTMLInputElement).value).toBe('dyn-0a1b2c3d4e5f');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('k3y-0f-at-least-sixteen');
    expect(screen.getByRole('button', { name: 'Copy the Password' })).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: /^Parking page/ }));
    expect(within(rowOf('@', 'A')).getByText('Inactive: parking page')).toBeTruthy();
    expect(screen.getByText('Not saved yet: 0 added, 0 changed, 0 deleted. Zone settings changed.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save zone' }));
    const diff = await screen.findByRole('dialog', { name: 'Save these changes?' });
    expect(within(diff).getByText('The DNS answers do not change; the zone settings are saved.')).toBeTruthy();
    const body = calls.find((call) => call.path === '/dns/diff/example.com')!.body!;
    expect(body.flags).toEqual({
      parking_page: true,
      dnssec: false,
      ddns: { active: true, username: 'dyn-0a1b2c3d4e5f', password: 'k3y-0f-at-least-sixteen' },
    });
  }, 20_000);

  it('makes the SMIMEA owner from the mail user, as RFC 8162 does', async () => {
    mockServer(() => ({ success: true, result: zoneWith([]) }));
    renderWithApp(<DnsZoneEditor domain="example.com" />, { session });
    fireEvent.click(await screen.findByRole('button', { name: 'Add record' }));
    await screen.findByRole('dialog', { name: 'Add a record' });
    type('SMIMEA');
    fill('Mail user (local part)', 'hugh');
    // The example of RFC 8162 §3.
    expect((field('Name') as HTMLInputElement).value).toBe('c93f1e400f26708f98cb19d936620da35eec8f72e57f9eec01c1afd6._smimecert');
  }, 20_000);

  it('shows a zone that cannot be changed without the controls that change it', async () => {
    mockServer(() => ({ success: true, result: { ...zoneWith([WEB]), flags: { ...zoneWith([]).flags, modify_allowed: false } } }));
    renderWithApp(<DnsZoneEditor domain="example.com" />, { session });
    expect(await screen.findByText('This zone cannot be changed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add record' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit A record @' })).toBeNull();
    expect((screen.getByRole('switch', { name: /^Parking page/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { name: /^DNSSEC/ }) as HTMLInputElement).disabled).toBe(true);
  });

  it('sends the link of an unconfirmed MAILFW destination again from its record, and says so', async () => {
    const waiting: DnsRecord = { ...stored('r3', 'MAILFW', 'info', 'me@forward.example.org'), state: 'unconfirmed', active: false };
    const confirmed = stored('r4', 'MAILFW', 'sales', 'ok@forward.example.org');
    let answer: Answer = { success: true, result: { destination: 'me@forward.example.org' } };
    const calls = mockServer((call) =>
      call.path.startsWith('/dns/mailfw/resend/') ? answer : { success: true, result: zoneWith([waiting, confirmed]) },
    );
    renderWithApp(<DnsZoneEditor domain="example.com" />, { session });
    const resend = await screen.findByRole('button', { name: 'Send the link again to me@forward.example.org' }, { timeout: 5_000 });
    expect(rowOf('info', 'MAILFW').textContent).toContain('Inactive until destination address confirmed');
    // A confirmed destination has nothing to send.
    expect(screen.getAllByRole('button', { name: /^Send the link again/ })).toHaveLength(1);

    fireEvent.click(resend);
    expect(
      await screen.findByText('A new confirmation link was sent to me@forward.example.org. Earlier links no longer work.'),
    ).toBeTruthy();
    expect(
      calls
        .filter((call) => call.method === 'POST' && call.path === '/dns/mailfw/resend/example.com')
        .map((call) => call.body!.destination),
    ).toEqual(['me@forward.example.org']);
    expect((resend as HTMLButtonElement).disabled).toBe(true);

    // Asked again too soon (after a reload): the server's reason is shown on the record.
    answer = { success: false, httpStatus: 429, errors: [{ code: ErrorCode.TooManyRequests, message: 'x' }] };
    cleanup();
    renderWithApp(<DnsZoneEditor domain="example.com" />, { session });
    fireEvent.click(await screen.findByRole('button', { name: 'Send the link again to me@forward.example.org' }, { timeout: 5_000 }));
    expect((await screen.findByRole('alert')).textContent).toBe(errorMessage('en', ErrorCode.TooManyRequests));
  }, 20_000);
});
