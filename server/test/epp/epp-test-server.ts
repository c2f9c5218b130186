import type { Element } from '@xmldom/xmldom';
import { createServer, type Server, type TLSSocket } from 'node:tls';
import type { AddressInfo } from 'node:net';
import {
  RegistryError,
  type Contact,
  type DomainInfo,
  type DsData,
  type PollMessage,
  type CheckResult,
  type RegistryGateway,
  type RenewalFees,
} from '../../registry/registry-gateway';
import { encodeFrame, FrameDecoder } from '../../registry/epp/framing';
import { idnLanguageOfCode } from '../../registry/epp/idn-lang';
import {
  child,
  children,
  childText,
  inNs,
  NS,
  parseEppXml,
  text,
  toXml,
  xsDateTime,
  type XmlChild,
  type XmlNode,
} from '../../registry/epp/xml';
import type { TestPki } from './test-pki';

/**
 * Test support, not part of the shop: an EPP server over TLS (RFC 5730–5734) that serves the
 * sandbox registry's data. Each login's clID is the sandbox registrar it acts for. It asks for a
 * client certificate from the test CA, keeps every frame it reads and writes (so that tests can
 * validate them against all.xsd), and can be told to misbehave: close the connection, answer
 * garbage, answer late, refuse the login or answer a chosen result code.
 */

const epp = inNs(NS.epp);
const domain = inNs(NS.domain);
const contact = inNs(NS.contact);
const host = inNs(NS.host);
const rgp = inNs(NS.rgp);
const secDNS = inNs(NS.secDNS);
const fee = inNs(NS.fee);

export type Fault =
  /** Reads the command, then closes without doing anything. */
  | { kind: 'close-before'; command?: string }
  /** Carries the command out, then closes without replying (the reply is lost). */
  | { kind: 'close-after'; command?: string }
  /** Answers with bytes that are not an EPP frame. */
  | { kind: 'garbage'; command?: string }
  /** Answers well-formed XML that is not EPP. */
  | { kind: 'not-epp'; command?: string }
  /** Waits this long before carrying the command out and answering. */
  | { kind: 'delay'; ms: number; command?: string }
  /** Answers this result code without carrying the command out (2400 transient, 2500–2502 closing). */
  | { kind: 'code'; code: number; command?: string };

export interface FrameRecord {
  from: 'client' | 'server';
  xml: string;
}

export interface EppTestServerOptions {
  pki: TestPki;
  /** The sandbox registry as `registrarId` sees it. */
  backend: (registrarId: string) => RegistryGateway;
  /** clID → password. */
  accounts: Record<string, string>;
  extensionUris?: string[];
  /** Logged-in sessions at once; one more is refused with 2502. */
  maxSessions?: number;
}

interface StoredContact {
  data: Omit<Contact, 'handle'>;
  registrarId: string;
  authInfo: string;
  createdAt: Date;
}

/** A premium name's prices at the test registry, in cents: the first year's create, a year's renewal, a restore. */
export interface PremiumFees {
  create: number;
  renew: number;
  /** Null: the standard restore fee (no amount in the fee check, no fee:update checked). */
  restore: number | null;
}

export class EppTestServer {
  /** The currency the registry prices in, for the fee extension's answers (RFC 8748); tests may change it. */
  feeCurrency = 'EUR';
  /**
   * Premium prices by name, over the sandbox's own (a registered name has none there); a test
   * raises a price here to play a registry whose fee changed after the customer paid (decision 068).
   */
  readonly premiumFees = new Map<string, PremiumFees>();
  readonly frames: FrameRecord[] = [];
  /** Commands received, as `login`, `poll` or `domain:create`, in order; faulted ones included. */
  readonly commandLog: Array<{ command: string; clTRID: string | null; registrarId: string | null; extensions?: string[] }> = [];
  private readonly faults: Fault[] = [];
  private readonly contacts = new Map<string, StoredContact>();
  /** The EPP contact id a domain was created or updated with (the sandbox keeps its own handle). */
  private readonly registrantIds = new Map<string, string>();
  private readonly sockets = new Set<TLSSocket>();
  private loggedIn = 0;
  private svTrid = 0;
  /** TLS handshakes completed (each connection of the client). */
  connections = 0;

  private constructor(
    private readonly server: Server,
    private readonly options: EppTestServerOptions,
  ) {}

  static async start(options: EppTestServerOptions): Promise<EppTestServer> {
    const server = createServer({
      cert: options.pki.server.cert,
      key: options.pki.server.key,
      ca: options.pki.ca,
      requestCert: true,
      rejectUnauthorized: true,
      minVersion: 'TLSv1.2',
    });
    const instance = new EppTestServer(server, options);
    server.on('secureConnection', (socket) => instance.accept(socket));
    server.on('tlsClientError', () => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return instance;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** Faults apply once each, in order, to the next command (of the named kind, when given). */
  injectFault(fault: Fault): void {
    this.faults.push(fault);
  }

  /** Drops every open connection, as a registry restart would. */
  dropConnections(): void {
    for (const socket of this.sockets) socket.destroy();
  }

  async close(): Promise<void> {
    this.dropConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(socket: TLSSocket): void {
    this.connections += 1;
    this.sockets.add(socket);
    const decoder = new FrameDecoder();
    const state = { registrarId: null as string | null };
    let queue = Promise.resolve();
    socket.on('close', () => {
      this.sockets.delete(socket);
      if (state.registrarId) this.loggedIn -= 1;
      state.registrarId = null;
    });
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      let frames: string[];
      try {
        frames = decoder.push(chunk);
      } catch {
        socket.destroy();
        return;
      }
      for (const xml of frames)
        queue = queue
          .then(() => this.handle(socket, state, xml))
          .catch(() => {
            socket.destroy();
          });
    });
    this.write(socket, this.greeting());
  }

  private write(socket: TLSSocket, xml: string): void {
    this.frames.push({ from: 'server', xml });
    if (!socket.destroyed) socket.write(encodeFrame(xml));
  }

  private greeting(): string {
    return toXml(
      epp(
        'epp',
        {},
        epp(
          'greeting',
          {},
          epp('svID', {}, 'Sandbox EPP test server'),
          epp('svDate', {}, new Date().toISOString()),
          epp(
            'svcMenu',
            {},
            epp('version', {}, '1.0'),
            epp('lang', {}, 'en'),
            epp('objURI', {}, NS.domain),
            epp('objURI', {}, NS.contact),
            epp('objURI', {}, NS.host),
            epp('svcExtension', {}, ...(this.options.extensionUris ?? [NS.rgp, NS.secDNS]).map((uri) => epp('extURI', {}, uri))),
          ),
          epp(
            'dcp',
            {},
            epp('access', {}, epp('all')),
            epp(
              'statement',
              {},
              epp('purpose', {}, epp('admin'), epp('prov')),
              epp('recipient', {}, epp('ours')),
              epp('retention', {}, epp('stated')),
            ),
          ),
        ),
      ),
    );
  }

  private response(
    code: number,
    message: string,
    clTRID: string | null,
    parts: { resData?: XmlChild; extension?: XmlChild[]; msgQ?: XmlNode; reason?: string } = {},
  ): string {
    this.svTrid += 1;
    return toXml(
      epp(
        'epp',
        {},
        epp(
          'response',
          {},
          epp(
            'result',
            { code },
            epp('msg', {}, message),
            parts.reason ? epp('extValue', {}, epp('value', {}, epp('undef')), epp('reason', {}, parts.reason)) : null,
          ),
          parts.msgQ,
          parts.resData ? epp('resData', {}, parts.resData) : null,
          parts.extension?.some(Boolean) ? epp('extension', {}, ...parts.extension) : null,
          epp('trID', {}, clTRID ? epp('clTRID', {}, clTRID) : null, epp('svTRID', {}, `SBX-${this.svTrid}`)),
        ),
      ),
    );
  }

  private async handle(socket: TLSSocket, state: { registrarId: string | null }, xml: string): Promise<void> {
    this.frames.push({ from: 'client', xml });
    let root: Element;
    try {
      root = parseEppXml(xml);
    } catch {
      this.write(socket, this.response(2001, 'Command syntax error', null));
      return;
    }
    if (child(root, NS.epp, 'hello')) {
      this.write(socket, this.greeting());
      return;
    }
    const command = child(root, NS.epp, 'command');
    const clTRID = childText(command, NS.epp, 'clTRID');
    const verb = children(command).find((e) => e.localName !== 'extension' && e.localName !== 'clTRID');
    if (!command || !verb) {
      this.write(socket, this.response(2001, 'Command syntax error', clTRID));
      return;
    }
    const name = verb.localName ?? '';
    const objectNs = children(verb)[0]?.namespaceURI;
    const object = objectNs === NS.domain ? 'domain' : objectNs === NS.contact ? 'contact' : objectNs === NS.host ? 'host' : null;
    const qualified = object ? `${object}:${name}` : name;
    // The extensions the command carried, by their namespace's last part (`secDNS-1.1`, `rgp-1.0`).
    const extensions = children(child(command, NS.epp, 'extension')).map((e) => (e.namespaceURI ?? '').split(':').pop() ?? '');
    this.commandLog.push({ command: qualified, clTRID, registrarId: state.registrarId, extensions });
    // The session the command came in on: a command read is carried out even when the client
    // hangs up while it waits (a delay), as a registry that started it would.
    const actingAs = state.registrarId;

    // `command` names the verb (`create`) or the object's verb (`domain:create`).
    const faultIndex = this.faults.findIndex((fault) => !fault.command || fault.command === name || fault.command === qualified);
    const fault = faultIndex >= 0 ? this.faults.splice(faultIndex, 1)[0] : null;
    if (fault?.kind === 'close-before') return void socket.destroy();
    if (fault?.kind === 'garbage') return void socket.write(Buffer.from('HTTP/1.1 400 Bad Request\r\n\r\n'));
    // deliberately broken frames are not recorded: they are not meant to validate
    if (fault?.kind === 'not-epp')
      return void socket.write(encodeFrame('<?xml version="1.0"?><html><body>Service unavailable</body></html>'));
    if (fault?.kind === 'delay') await new Promise((resolve) => setTimeout(resolve, fault.ms));
    if (fault?.kind === 'code') {
      this.write(
        socket,
        this.response(fault.code, fault.code >= 2500 ? 'Command failed; server closing connection' : 'Command failed', clTRID),
      );
      if (fault.code >= 2500) socket.end();
      return;
    }

    let reply: string;
    let close = false;
    try {
      if (name === 'login') {
        const clID = childText(verb, NS.epp, 'clID') ?? '';
        const pw = childText(verb, NS.epp, 'pw') ?? '';
        if (state.registrarId) reply = this.response(2002, 'Command use error', clTRID);
        else if (this.options.accounts[clID] === undefined || this.options.accounts[clID] !== pw) {
          reply = this.response(2200, 'Authentication error', clTRID);
        } else if (this.loggedIn >= (this.options.maxSessions ?? 10)) {
          reply = this.response(2502, 'Session limit exceeded; server closing connection', clTRID);
          close = true;
        } else {
          state.registrarId = clID;
          this.loggedIn += 1;
          reply = this.response(1000, 'Command completed successfully', clTRID);
        }
      } else if (!actingAs) {
        reply = this.response(2002, 'Command use error', clTRID);
      } else if (name === 'logout') {
        reply = this.response(1500, 'Command completed successfully; ending session', clTRID);
        close = true;
      } else {
        reply = await this.dispatch(name, verb, child(command, NS.epp, 'extension'), clTRID, this.options.backend(actingAs), actingAs);
      }
    } catch (error) {
      if (error instanceof RegistryError) reply = this.response(error.eppCode, error.message.replace(/^\d{4} /, ''), clTRID);
      else reply = this.response(2400, 'Command failed', clTRID);
    }
    if (fault?.kind === 'close-after') return void socket.destroy();
    this.write(socket, reply);
    if (close) socket.end();
  }

  private offers(uri: string): boolean {
    return (this.options.extensionUris ?? [NS.rgp, NS.secDNS]).includes(uri);
  }

  /**
   * The fee of a transform (RFC 8748 §3.8), when the server offers the extension: a fee below the
   * price (or in another currency) is refused with 2004, a premium create without one with 2003
   * (`required`). Answers the `<fee:creData>`/`<fee:renData>`/`<fee:upData>` of what was charged.
   */
  private checkFee(extension: Element | null, command: 'create' | 'renew' | 'update', price: number | null, required: boolean): XmlNode[] {
    if (!this.offers(NS.fee)) return [];
    const sent = child(extension, NS.fee, command);
    if (price === null) return [];
    if (!sent) {
      if (required) throw new RegistryError(2003, 'Required parameter missing: the fee of a premium name');
      return [];
    }
    const currency = childText(sent, NS.fee, 'currency') ?? this.feeCurrency;
    const amounts = children(sent, NS.fee, 'fee').map((e) => Math.round(Number(text(e)) * 100));
    const total = amounts.reduce((sum, value) => sum + value, 0);
    if (currency !== this.feeCurrency || amounts.some((value) => !Number.isFinite(value)) || total < price)
      throw new RegistryError(2004, 'Parameter value range error: the fee is below the price');
    const result = command === 'create' ? 'creData' : command === 'renew' ? 'renData' : 'upData';
    return [fee(result, {}, fee('currency', {}, this.feeCurrency), fee('fee', {}, (price / 100).toFixed(2)))];
  }

  /** A held name's premium prices: a test's own, else the sandbox's renewal price (only where the fee extension is offered). */
  private async heldPremium(registry: RegistryGateway, name: string): Promise<PremiumFees | null> {
    const set = this.premiumFees.get(name);
    if (set || !this.offers(NS.fee)) return set ?? null;
    return premiumOfHeld((await registry.renewalFees([name])).get(name));
  }

  private async dispatch(
    verb: string,
    element: Element,
    extension: Element | null,
    clTRID: string | null,
    registry: RegistryGateway,
    registrarId: string,
  ): Promise<string> {
    const ok = (parts: Parameters<EppTestServer['response']>[3] = {}) =>
      this.response(1000, 'Command completed successfully', clTRID, parts);
    if (verb === 'poll') {
      if (element.getAttribute('op') === 'ack') {
        await registry.ack(element.getAttribute('msgID') ?? '');
        return ok();
      }
      const message = await registry.poll();
      if (!message) return this.response(1300, 'Command completed successfully; no messages', clTRID);
      // Transfer messages carry domain:trnData, as registries send them; the others are text alone.
      return this.response(1301, 'Command completed successfully; ack to dequeue', clTRID, {
        msgQ: epp('msgQ', { count: 1, id: message.id }, epp('qDate', {}, xsDateTime(message.queuedAt)), epp('msg', {}, message.message)),
        resData: message.name && message.kind.startsWith('transfer-') ? await this.transferData(message, registry, registrarId) : undefined,
      });
    }
    const object = children(element)[0];
    if (!object) throw new RegistryError(2001, 'Command syntax error');
    if (object.namespaceURI === NS.domain) return this.domainCommand(verb, object, extension, registry, ok, clTRID);
    if (object.namespaceURI === NS.contact) return this.contactCommand(verb, object, registrarId, ok);
    if (object.namespaceURI === NS.host) return this.hostCommand(verb, object, registry, registrarId, ok);
    throw new RegistryError(2101, 'Unimplemented command');
  }

  /**
   * domain:trnData for a transfer message of the sandbox (RFC 5731 §3.3): the sandbox queues
   * 'transfer-approved' for the gaining side only and 'transfer-completed' for both, 'transfer-requested'
   * and 'transfer-cancelled' for the losing side, 'transfer-rejected' for the gaining side.
   */
  private async transferData(message: PollMessage, registry: RegistryGateway, registrarId: string): Promise<XmlNode> {
    const name = message.name ?? '';
    const info = await registry.info(name);
    const sponsor = info?.registrar.id ?? 'unknown';
    let status: string;
    let gaining: string;
    let losing: string;
    switch (message.kind) {
      case 'transfer-requested':
        [status, gaining, losing] = ['pending', info?.pendingTransfer?.requestedBy ?? 'unknown', registrarId];
        break;
      case 'transfer-approved':
        [status, gaining, losing] = ['clientApproved', registrarId, 'unknown'];
        break;
      case 'transfer-completed':
        // Auto-approved after five days, told to both sides; the sponsor now is the gaining one.
        [status, gaining, losing] = ['serverApproved', sponsor, sponsor === registrarId ? 'unknown' : registrarId];
        break;
      case 'transfer-rejected':
        [status, gaining, losing] = ['clientRejected', registrarId, sponsor];
        break;
      default:
        [status, gaining, losing] = ['clientCancelled', 'unknown', registrarId];
    }
    return domain(
      'trnData',
      {},
      domain('name', {}, name),
      domain('trStatus', {}, status),
      domain('reID', {}, gaining),
      domain('reDate', {}, xsDateTime(message.queuedAt)),
      domain('acID', {}, losing),
      domain('acDate', {}, xsDateTime(message.queuedAt)),
    );
  }

  private async domainCommand(
    verb: string,
    object: Element,
    extension: Element | null,
    registry: RegistryGateway,
    ok: (parts?: Parameters<EppTestServer['response']>[3]) => string,
    clTRID: string | null,
  ): Promise<string> {
    const name = (childText(object, NS.domain, 'name') ?? '').toLowerCase();
    switch (verb) {
      case 'check': {
        const names = children(object, NS.domain, 'name').map((e) => (text(e) ?? '').toLowerCase());
        const answers = new Map<string, CheckResult>();
        for await (const result of registry.check(names)) answers.set(result.name, result);
        // The fee extension (RFC 8748 §5.1.1): the sandbox's premium names (and premiumFees) as class
        // "Premium" with their prices for each command asked; other names as "standard" (no amounts).
        const feeCheck = child(extension, NS.fee, 'check');
        const amount = (cents: number) => (cents / 100).toFixed(2);
        const asked = children(feeCheck, NS.fee, 'command').map((c) => ({
          name: c.getAttribute('name') ?? '',
          years: Number(childText(c, NS.fee, 'period') ?? 1),
        }));
        // Registered names too: the sandbox's premium list keeps a name's renewal price once it is held.
        const held = feeCheck ? await registry.renewalFees(names) : new Map<string, RenewalFees>();
        const fees = feeCheck
          ? fee(
              'chkData',
              {},
              fee('currency', {}, this.feeCurrency),
              ...names.map((n) => {
                const prices = this.premiumFees.get(n) ?? premiumOfCheck(answers.get(n)) ?? premiumOfHeld(held.get(n));
                return fee(
                  'cd',
                  { avail: 1 },
                  fee('objID', {}, n),
                  fee('class', {}, prices ? 'Premium' : 'standard'),
                  ...asked.map((c) => {
                    const price = prices ? priceOf(prices, c.name, c.years) : null;
                    return fee(
                      'command',
                      { name: c.name, standard: price === null ? 1 : undefined },
                      c.name === 'restore' ? null : fee('period', { unit: 'y' }, c.years),
                      price === null ? null : fee('fee', {}, amount(price)),
                    );
                  }),
                );
              }),
            )
          : null;
        return ok({
          extension: fees ? [fees] : undefined,
          resData: domain(
            'chkData',
            {},
            ...names.map((n) => {
              const answer = answers.get(n);
              return domain(
                'cd',
                {},
                domain('name', { avail: answer?.available ? 1 : 0 }, n),
                answer && !answer.available ? domain('reason', {}, answer.reason ?? 'unavailable') : null,
              );
            }),
          ),
        });
      }
      case 'info': {
        const authInfo = childText(child(object, NS.domain, 'authInfo'), NS.domain, 'pw');
        const info = authInfo !== null ? await registry.infoWithAuth(name, authInfo) : await registry.info(name);
        if (!info) throw new RegistryError(2303, 'Object does not exist');
        return ok({ resData: domainInfData(info, this.registrantIds.get(info.name)), extension: domainInfoExtensions(info) });
      }
      case 'create': {
        const registrantId = childText(object, NS.domain, 'registrant') ?? '';
        const registrant = this.contacts.get(registrantId);
        if (!registrant) throw new RegistryError(2303, `contact ${registrantId} does not exist`);
        const periodYears = Number(childText(object, NS.domain, 'period') ?? 1);
        let premium: PremiumFees | null = this.premiumFees.get(name) ?? null;
        if (!premium && this.offers(NS.fee)) for await (const answer of registry.check([name])) premium = premiumOfCheck(answer);
        const charged = this.checkFee(extension, 'create', premium ? priceOf(premium, 'create', periodYears) : null, true);
        const created = await registry.create({
          name,
          periodYears: Number(childText(object, NS.domain, 'period') ?? 1),
          registrant: registrant.data,
          nameservers: children(child(object, NS.domain, 'ns'), NS.domain, 'hostObj').map((e) => text(e) ?? ''),
          authInfo: childText(child(object, NS.domain, 'authInfo'), NS.domain, 'pw') ?? '',
          // Verisign's IDN language tag (ISO 639-2), as the sandbox's tag; an unknown code is refused there.
          idnLanguage: idnLanguageTag(extension),
        });
        this.registrantIds.set(name, registrantId);
        return ok({
          extension: charged,
          resData: domain(
            'creData',
            {},
            domain('name', {}, name),
            domain('crDate', {}, xsDateTime(created.createdAt)),
            domain('exDate', {}, xsDateTime(created.expiresAt)),
          ),
        });
      }
      case 'renew': {
        // curExpDate is an xs:date; the sandbox compares it by UTC day, as a registry does.
        const curExpDate = childText(object, NS.domain, 'curExpDate') ?? '';
        const periodYears = Number(childText(object, NS.domain, 'period') ?? 1);
        const premium = await this.heldPremium(registry, name);
        const charged = this.checkFee(extension, 'renew', premium ? priceOf(premium, 'renew', periodYears) : null, false);
        const renewed = await registry.renew({
          name,
          currentExpiry: new Date(`${curExpDate}T00:00:00Z`),
          periodYears,
        });
        return ok({
          extension: charged,
          resData: domain('renData', {}, domain('name', {}, name), domain('exDate', {}, xsDateTime(renewed.expiresAt))),
        });
      }
      case 'delete': {
        await registry.delete(name);
        return ok();
      }
      case 'transfer': {
        const op = (object.parentNode as Element).getAttribute('op') as 'request' | 'query' | 'approve' | 'reject' | 'cancel';
        const period = childText(object, NS.domain, 'period');
        const result =
          op === 'request'
            ? await registry.transfer({
                op,
                name,
                authInfo: childText(child(object, NS.domain, 'authInfo'), NS.domain, 'pw') ?? '',
                periodYears: period ? Number(period) : undefined,
              })
            : await registry.transfer({ op, name });
        const info = await registry.info(name);
        const gaining = info?.pendingTransfer?.requestedBy ?? (info?.sponsoredByUs ? info.registrar.id : 'unknown');
        return this.response(
          op === 'request' ? 1001 : 1000,
          op === 'request' ? 'Command completed successfully; action pending' : 'Command completed successfully',
          clTRID,
          {
            resData: domain(
              'trnData',
              {},
              domain('name', {}, name),
              domain('trStatus', {}, result.status),
              domain('reID', {}, gaining),
              domain('reDate', {}, xsDateTime(result.requestedAt)),
              domain('acID', {}, info?.registrar.id ?? 'unknown'),
              domain('acDate', {}, xsDateTime(result.actBy)),
              result.expiresAt ? domain('exDate', {}, xsDateTime(result.expiresAt)) : null,
            ),
          },
        );
      }
      case 'update': {
        const restore = child(child(extension, NS.rgp, 'update'), NS.rgp, 'restore');
        if (restore) {
          const op = restore.getAttribute('op');
          if (op === 'request') {
            const premium = await this.heldPremium(registry, name);
            const charged = this.checkFee(extension, 'update', premium ? priceOf(premium, 'restore', 1) : null, false);
            const result = await registry.restore({ name, op: 'request' });
            return ok({ extension: [rgp('upData', {}, rgp('rgpStatus', { s: result.rgpStatus ?? 'pendingRestore' })), ...charged] });
          }
          const report = child(restore, NS.rgp, 'report');
          const statements = children(report, NS.rgp, 'statement').map((e) => text(e) ?? '');
          await registry.restore({
            name,
            op: 'report',
            report: {
              preData: childText(report, NS.rgp, 'preData') ?? '',
              postData: childText(report, NS.rgp, 'postData') ?? '',
              deletedAt: new Date(childText(report, NS.rgp, 'delTime') ?? ''),
              restoredAt: new Date(childText(report, NS.rgp, 'resTime') ?? ''),
              reason: childText(report, NS.rgp, 'resReason') ?? '',
              statements: [statements[0] ?? '', statements[1] ?? ''],
              other: childText(report, NS.rgp, 'other') ?? undefined,
            },
          });
          return ok();
        }
        const add = child(object, NS.domain, 'add');
        const rem = child(object, NS.domain, 'rem');
        const chg = child(object, NS.domain, 'chg');
        const hostObjs = (part: Element | null) =>
          children(child(part, NS.domain, 'ns'), NS.domain, 'hostObj').map((e) => (text(e) ?? '').toLowerCase());
        const statuses = (part: Element | null) => children(part, NS.domain, 'status').map((e) => e.getAttribute('s') ?? '');
        const addNs = hostObjs(add);
        const remNs = hostObjs(rem);
        let nameservers: string[] | undefined;
        if (addNs.length || remNs.length) {
          const current = await registry.info(name);
          if (!current) throw new RegistryError(2303, 'Object does not exist');
          nameservers = [
            ...current.nameservers.filter((ns) => !remNs.includes(ns)),
            ...addNs.filter((ns) => !current.nameservers.includes(ns)),
          ];
        }
        const registrantId = childText(chg, NS.domain, 'registrant');
        let registrant: Omit<Contact, 'handle'> | undefined;
        if (registrantId !== null) {
          const stored = this.contacts.get(registrantId);
          if (!stored) throw new RegistryError(2303, `contact ${registrantId} does not exist`);
          registrant = stored.data;
        }
        const secDnsUpdate = child(extension, NS.secDNS, 'update');
        const secRem = child(secDnsUpdate, NS.secDNS, 'rem');
        const readDs = (parent: Element | null): DsData[] =>
          children(parent, NS.secDNS, 'dsData').map((ds) => ({
            keyTag: Number(childText(ds, NS.secDNS, 'keyTag')),
            alg: Number(childText(ds, NS.secDNS, 'alg')),
            digestType: Number(childText(ds, NS.secDNS, 'digestType')),
            digest: childText(ds, NS.secDNS, 'digest') ?? '',
          }));
        await registry.update({
          name,
          addStatuses: statuses(add).length ? statuses(add) : undefined,
          removeStatuses: statuses(rem).length ? statuses(rem) : undefined,
          nameservers,
          authInfo: childText(child(chg, NS.domain, 'authInfo'), NS.domain, 'pw') ?? undefined,
          registrant,
          secDns: secDnsUpdate
            ? {
                removeAll: childText(secRem, NS.secDNS, 'all') === 'true' || undefined,
                remove: readDs(secRem),
                add: readDs(child(secDnsUpdate, NS.secDNS, 'add')),
              }
            : undefined,
        });
        if (registrantId !== null) this.registrantIds.set(name, registrantId);
        return ok();
      }
      default:
        throw new RegistryError(2101, 'Unimplemented command');
    }
  }

  private contactCommand(
    verb: string,
    object: Element,
    registrarId: string,
    ok: (parts?: Parameters<EppTestServer['response']>[3]) => string,
  ): string {
    switch (verb) {
      case 'check': {
        const ids = children(object, NS.contact, 'id').map((e) => text(e) ?? '');
        return ok({
          resData: contact(
            'chkData',
            {},
            ...ids.map((id) =>
              contact(
                'cd',
                {},
                contact('id', { avail: this.contacts.has(id) ? 0 : 1 }, id),
                this.contacts.has(id) ? contact('reason', {}, 'In use') : null,
              ),
            ),
          ),
        });
      }
      case 'create': {
        const id = childText(object, NS.contact, 'id') ?? '';
        if (this.contacts.has(id)) throw new RegistryError(2302, 'Object exists');
        const postal = child(object, NS.contact, 'postalInfo');
        const addr = child(postal, NS.contact, 'addr');
        const createdAt = new Date();
        this.contacts.set(id, {
          registrarId,
          createdAt,
          authInfo: childText(child(object, NS.contact, 'authInfo'), NS.contact, 'pw') ?? '',
          data: {
            name: childText(postal, NS.contact, 'name') ?? '',
            org: childText(postal, NS.contact, 'org'),
            street: children(addr, NS.contact, 'street').map((e) => text(e) ?? ''),
            city: childText(addr, NS.contact, 'city') ?? '',
            stateOrProvince: childText(addr, NS.contact, 'sp'),
            postalCode: childText(addr, NS.contact, 'pc') ?? '',
            countryCode: childText(addr, NS.contact, 'cc') ?? '',
            phone: childText(object, NS.contact, 'voice') ?? '',
            email: childText(object, NS.contact, 'email') ?? '',
          },
        });
        return ok({ resData: contact('creData', {}, contact('id', {}, id), contact('crDate', {}, xsDateTime(createdAt))) });
      }
      case 'info': {
        const id = childText(object, NS.contact, 'id') ?? '';
        const stored = this.contacts.get(id);
        if (!stored) throw new RegistryError(2303, 'Object does not exist');
        const ours = stored.registrarId === registrarId;
        const d = stored.data;
        return ok({
          resData: contact(
            'infData',
            {},
            contact('id', {}, id),
            contact('roid', {}, `${id.replace(/[^A-Za-z0-9]/g, '')}-SBX`),
            contact('status', { s: 'ok' }),
            contact(
              'postalInfo',
              { type: 'int' },
              contact('name', {}, d.name),
              d.org ? contact('org', {}, d.org) : null,
              contact(
                'addr',
                {},
                ...d.street.map((line) => contact('street', {}, line)),
                contact('city', {}, d.city),
                d.stateOrProvince ? contact('sp', {}, d.stateOrProvince) : null,
                d.postalCode ? contact('pc', {}, d.postalCode) : null,
                contact('cc', {}, d.countryCode),
              ),
            ),
            d.phone ? contact('voice', {}, d.phone) : null,
            contact('email', {}, d.email),
            contact('clID', {}, stored.registrarId),
            contact('crID', {}, stored.registrarId),
            contact('crDate', {}, xsDateTime(stored.createdAt)),
            ours ? contact('authInfo', {}, contact('pw', {}, stored.authInfo)) : null,
          ),
        });
      }
      default:
        throw new RegistryError(2101, 'Unimplemented command');
    }
  }

  private async hostCommand(
    verb: string,
    object: Element,
    registry: RegistryGateway,
    registrarId: string,
    ok: (parts?: Parameters<EppTestServer['response']>[3]) => string,
  ): Promise<string> {
    const name = (childText(object, NS.host, 'name') ?? '').toLowerCase();
    const addresses = (parent: Element | null) => children(parent, NS.host, 'addr').map((e) => text(e) ?? '');
    switch (verb) {
      case 'check': {
        const names = children(object, NS.host, 'name').map((e) => (text(e) ?? '').toLowerCase());
        const answers = await registry.checkHosts(names);
        return ok({
          resData: host(
            'chkData',
            {},
            ...answers.map((a) =>
              host('cd', {}, host('name', { avail: a.available ? 1 : 0 }, a.name), a.available ? null : host('reason', {}, 'In use')),
            ),
          ),
        });
      }
      case 'info': {
        const info = await registry.hostInfo(name);
        if (!info) throw new RegistryError(2303, 'Object does not exist');
        const sponsor = info.sponsoredByUs ? registrarId : 'other';
        return ok({
          resData: host(
            'infData',
            {},
            host('name', {}, info.name),
            host('roid', {}, `H${info.createdAt.getTime()}-SBX`),
            ...info.statuses.map((s) => host('status', { s })),
            ...info.addresses.map((address) => host('addr', { ip: address.includes(':') ? 'v6' : 'v4' }, address)),
            host('clID', {}, sponsor),
            host('crID', {}, sponsor),
            host('crDate', {}, xsDateTime(info.createdAt)),
            host('upDate', {}, xsDateTime(info.updatedAt)),
          ),
        });
      }
      case 'create': {
        const created = await registry.createHost({ name, addresses: addresses(object) });
        return ok({ resData: host('creData', {}, host('name', {}, name), host('crDate', {}, xsDateTime(created.createdAt))) });
      }
      case 'update': {
        await registry.updateHost({
          name,
          addAddresses: addresses(child(object, NS.host, 'add')),
          removeAddresses: addresses(child(object, NS.host, 'rem')),
        });
        return ok();
      }
      case 'delete': {
        await registry.deleteHost(name);
        return ok();
      }
      default:
        throw new RegistryError(2101, 'Unimplemented command');
    }
  }
}

function domainInfData(info: DomainInfo, registrantId: string | undefined): XmlNode {
  return domain(
    'infData',
    {},
    domain('name', {}, info.name),
    domain('roid', {}, `D${info.createdAt.getTime()}-SBX`),
    ...info.statuses.map((s) => domain('status', { s })),
    info.registrant ? domain('registrant', {}, registrantId ?? info.registrant.handle) : null,
    info.nameservers.length ? domain('ns', {}, ...info.nameservers.map((ns) => domain('hostObj', {}, ns))) : null,
    ...(info.hosts ?? []).map((h) => domain('host', {}, h)),
    domain('clID', {}, info.registrar.id),
    domain('crDate', {}, xsDateTime(info.createdAt)),
    domain('upDate', {}, xsDateTime(info.updatedAt)),
    domain('exDate', {}, xsDateTime(info.expiresAt)),
    info.transferredAt ? domain('trDate', {}, xsDateTime(info.transferredAt)) : null,
    info.authInfo ? domain('authInfo', {}, domain('pw', {}, info.authInfo)) : null,
  );
}

function domainInfoExtensions(info: DomainInfo): XmlChild[] {
  return [
    info.rgpStatus ? rgp('infData', {}, rgp('rgpStatus', { s: info.rgpStatus })) : null,
    info.dsData?.length
      ? secDNS(
          'infData',
          {},
          ...info.dsData.map((ds) =>
            secDNS(
              'dsData',
              {},
              secDNS('keyTag', {}, ds.keyTag),
              secDNS('alg', {}, ds.alg),
              secDNS('digestType', {}, ds.digestType),
              secDNS('digest', {}, ds.digest),
            ),
          ),
        )
      : null,
  ];
}

/** The sandbox's premium prices of an available name, as the test registry's. */
function premiumOfCheck(answer: CheckResult | undefined): PremiumFees | null {
  if (!answer?.premium) return null;
  return { create: answer.premium.registerPrice, renew: answer.premium.renewPrice, restore: null };
}

/** The sandbox's premium prices of a held name: its renewal (and a create at that price, which a held name never gets). */
function premiumOfHeld(fees: RenewalFees | undefined): PremiumFees | null {
  return fees ? { create: fees.renew, renew: fees.renew, restore: fees.restore } : null;
}

/** A premium name's price of a command: the first year's create and renewals for the rest, renewals, or the restore. */
function priceOf(prices: PremiumFees, command: string, years: number): number | null {
  if (command === 'create') return prices.create + prices.renew * Math.max(0, years - 1);
  if (command === 'renew') return prices.renew * years;
  if (command === 'restore') return prices.restore;
  return null;
}

/** The language of `<idnLang:tag>` in a command's extension, when there is one. */
function idnLanguageTag(extension: Element | null): string | undefined {
  const code = childText(extension, NS.idnLang, 'tag');
  if (code === null) return undefined;
  return idnLanguageOfCode(code) ?? code;
}
