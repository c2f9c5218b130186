import { mailboxNameSchema } from '@common/api/cart.contract';
import { parseDomainName, toDisplayName } from '@common/domain/domain-name';
import { ErrorCode } from '@common/errors/error-codes';
import type { Language } from '@common/i18n/languages';
import type { OrderItemRow, OrderRow, RefundDestination } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { PermanentJobError, type JobHandler } from '../jobs/job-worker';
import { orderStatusFrom, type OrderService } from '../order/order.service';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { MailSync } from './mail-sync';
import type { SendMailboxMail } from './mailbox-mail';
import type { MailboxTermRepository } from './mailbox-term.repository';
import { isUniqueViolation, type DkimKey } from './mailbox.repository';
import { newDkimKey } from './mailbox.service';

/** The durable job that makes the mailbox of a paid Mailbox order line (decision 043). */
export const PROVISION_MAILBOX_JOB = 'provision-mailbox';
/**
 * Attempts of that job. It waits for its new domain by retrying (30 s, 1 min, … at most an hour
 * apart), so it gets more attempts than the registration it waits for (8); a domain that arrives
 * meanwhile brings it forward at once (`domainArrived`).
 */
export const MAILBOX_JOB_ATTEMPTS = 14;

/** The domain of a Mailbox line is not the buyer's yet, but its Domain line of the same order is still under way. */
class WaitingForDomain extends Error {}

/** The fields a Mailbox order line gets from its cart item (name, level, password hash; an owned name's term end). */
export function mailboxLineFields(
  choice: { name: string; level: number | null; mailboxPasswordHash: string | null; serviceUntil: Date | null } | undefined,
) {
  return {
    mailboxName: choice?.name || null,
    mailboxLevel: choice?.level ?? 1,
    mailboxPasswordHash: choice?.mailboxPasswordHash ?? null,
    expiresAt: choice?.serviceUntil ?? null,
  };
}

/**
 * The local part and level a Mailbox line paid before issue 17 carries only in its description
 * (cart-pricing: "Mailbox info@name.de, 1 year" / "Mailbox Pro …", "Postfach …"): read back when
 * it is unambiguous, else null.
 */
export function mailboxFromDescription(
  description: { en?: string; de?: string } | null | undefined,
): { name: string; level: 1 | 2 } | null {
  const text = description?.en ?? '';
  const match = /^Mailbox( Pro)? ([^\s@]+)@\S+?,? /.exec(text);
  if (!match) return null;
  const parsed = mailboxNameSchema.safeParse(match[2]);
  if (!parsed.success || parsed.data.startsWith('.') || parsed.data.endsWith('.') || parsed.data.includes('..')) return null;
  return { name: parsed.data, level: match[1] ? 2 : 1 };
}

/** The default mailbox name of an old line whose description cannot be read. */
export const FALLBACK_MAILBOX_NAME = 'info';

/** The customer's own domain with its paid term end, or 8104. */
export async function ownedDomainTerm(
  terms: Pick<MailboxTermRepository, 'ownedDomain'>,
  userId: number,
  input: string,
): Promise<{ domain: string; expiresAt: Date }> {
  const parsed = parseDomainName(input);
  if (!parsed.ok) throw new AppError(ErrorCode.MailboxDomainNotOwned, 400, { field: 'domain' });
  const row = await terms.ownedDomain(userId, parsed.ascii);
  if (!row) throw new AppError(ErrorCode.MailboxDomainNotOwned, 400, { field: 'domain' });
  return { domain: row.name, expiresAt: row.expiresAt };
}

type Outcome =
  { kind: 'created'; newDomain: boolean; expiresAt: Date; passwordSet: boolean; address: string } | { kind: 'done' } | { kind: 'taken' };

/**
 * Provisioning of mailboxes bought at checkout (issue 17; decision 043): one job per paid Mailbox
 * line of a register order. Once the line's domain is the buyer's (a new name's Domain line has
 * completed, or the name was theirs already) the mailbox is made in one transaction with its
 * address, the domain's DKIM key when it has none, the line's password hash (then cleared on the
 * line) and the line's term end; the line is completed. The unique order_item_id makes a second
 * run make nothing. An address taken meanwhile, or a domain that did not become the buyer's,
 * refunds the line the way failed Domain lines are refunded.
 */
export function createMailboxProvisioning(deps: {
  unitOfWork: UnitOfWork;
  orders: Pick<OrderService, 'refundItem'>;
  mailSync: Pick<MailSync, 'publish'>;
  /** The zone of a domain that starts hosting mail is pushed again (MX, SPF, DKIM, DMARC). */
  pushZone?: (domain: string) => Promise<void>;
  sendMail: SendMailboxMail;
  wakeJobs?: () => void;
  clock: Clock;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}) {
  const { unitOfWork, clock, log } = deps;
  const terms = unitOfWork.repos.mailboxTerms;

  async function load(payload: Record<string, unknown>): Promise<{ item: OrderItemRow; order: OrderRow } | null> {
    const item = await unitOfWork.repos.orders.item(Number(payload.orderItemId));
    if (!item || item.type !== 'Mailbox') return null;
    const order = await unitOfWork.repos.orders.byId(item.orderId);
    return order ? { item, order } : null;
  }

  /** Why the line's domain is not the buyer's: still on its way (retry), or it will not be (refund). */
  async function domainProblem(item: OrderItemRow, order: OrderRow): Promise<Error> {
    const lines = await unitOfWork.repos.orders.itemsOf([order.id]);
    const own = lines.find((line) => (line.type === 'Domain' || line.type === 'Transfer') && line.domain === item.domain);
    if (own && (own.status === 'pending' || own.status === 'provisioning'))
      return new WaitingForDomain(`${item.domain} is not registered yet`);
    return new PermanentJobError(`${item.domain} is not the buyer's domain`);
  }

  async function create(item: OrderItemRow, order: OrderRow, term: Date, key: DkimKey | null): Promise<Outcome> {
    const name = item.mailboxName ?? FALLBACK_MAILBOX_NAME;
    const level = item.mailboxLevel === 2 ? 2 : 1;
    const now = clock.now();
    try {
      return await unitOfWork.run(async (repos): Promise<Outcome> => {
        const tx = repos.mailboxTerms;
        await repos.orders.lock(order.id);
        const line = await tx.lockLine(item.id);
        if (!line || (line.status !== 'pending' && line.status !== 'provisioning')) return { kind: 'done' };
        const existing = await tx.mailboxOfLine(item.id);
        const expiresAt = line.expiresAt ?? term;
        if (existing === undefined && (await tx.addressTaken(item.domain, name))) return { kind: 'taken' };
        let newDomain = false;
        if (existing === undefined) {
          if (!(await tx.hasMailDomain(item.domain))) {
            const dkim = key ?? (await newDkimKey(now));
            newDomain = await tx.insertMailDomain({
              domain: item.domain,
              userId: order.userId,
              dkimSelector: dkim.selector,
              dkimPrivateKey: dkim.privateKeyPem,
              createdAt: now,
            });
          }
          // Changes to one domain's mailboxes count one after another (as the mailbox module does).
          await tx.lockMailDomain(item.domain);
          await tx.insertMailbox(
            {
              userId: order.userId,
              domain: item.domain,
              level,
              passwordHash: line.mailboxPasswordHash,
              expiresAt,
              orderItemId: item.id,
              createdAt: now,
            },
            name,
          );
        }
        await tx.completeLine(item.id, { expiresAt, mailboxName: name, mailboxLevel: level }, now);
        // An order of mailboxes only is completed with its last mailbox (one with names follows its names).
        await tx.setOpenOrderStatus(order.id, orderStatusFrom(await tx.lineStates(order.id)), now);
        return {
          kind: 'created',
          newDomain,
          expiresAt,
          passwordSet: Boolean(line.mailboxPasswordHash),
          address: `${name}@${toDisplayName(item.domain)}`,
        };
      });
    } catch (error) {
      // Another customer's address (or alias) claimed between the check and the insert.
      if (isUniqueViolation(error)) return { kind: 'taken' };
      throw error;
    }
  }

  async function refund(item: OrderItemRow, order: OrderRow, why: 'taken' | 'domain', reason: string): Promise<void> {
    const address = `${item.mailboxName ?? FALLBACK_MAILBOX_NAME}@${toDisplayName(item.domain)}`;
    await deps.orders.refundItem(item, order, reason, (to: string, language: Language, amount: string, refundedTo: RefundDestination) =>
      deps.sendMail(to, language, { kind: 'mailbox-refunded', address, orderId: order.id, amount, refundedTo, why }),
    );
  }

  const job: JobHandler = {
    async run(payload) {
      const found = await load(payload);
      if (!found) return;
      const { item, order } = found;
      if (item.status !== 'pending' && item.status !== 'provisioning') return;
      if (order.section !== 'register' || order.status === 'pending_payment' || order.status === 'failed') return;
      const owned = await terms.ownedDomain(order.userId, item.domain);
      if (!owned) throw await domainProblem(item, order);
      // The key is made before the transaction, so that it does not wait for the RSA generation.
      const key = (await terms.hasMailDomain(item.domain)) ? null : await newDkimKey(clock.now());
      const outcome = await create(item, order, owned.expiresAt, key);
      if (outcome.kind === 'taken') {
        await refund(item, order, 'taken', `${item.mailboxName ?? FALLBACK_MAILBOX_NAME}@${item.domain} is taken`);
        return;
      }
      if (outcome.kind !== 'created') return;
      if (outcome.newDomain && deps.pushZone) {
        try {
          await deps.pushZone(item.domain);
        } catch (error) {
          log.warn(
            { err: error, domain: item.domain },
            'mailbox: the zone push after the first mailbox failed; the reconciliation pushes it',
          );
        }
      }
      await deps.mailSync.publish();
      const user = await unitOfWork.repos.orders.userMail(order.userId);
      if (user)
        deps.sendMail(user.login, order.language, {
          kind: 'mailbox-ready',
          address: outcome.address,
          orderId: order.id,
          expiresAt: outcome.expiresAt,
          passwordSet: outcome.passwordSet,
        });
    },
    async onFinalFailure(payload, error) {
      const found = await load(payload);
      if (!found) return;
      await refund(found.item, found.order, 'domain', error instanceof Error ? error.message.slice(0, 300) : 'mailbox provisioning failed');
    },
  };

  return {
    handlers: { [PROVISION_MAILBOX_JOB]: job } satisfies Record<string, JobHandler>,

    /**
     * A new name became the customer's: the jobs of its waiting Mailbox lines run now instead of at
     * their next retry.
     */
    async domainArrived(name: string, userId: number): Promise<void> {
      const lines = await terms.openRegisterLines({ userId, domain: name });
      if (lines.length === 0) return;
      await unitOfWork.repos.jobs.runNow(
        PROVISION_MAILBOX_JOB,
        lines.map((line) => `${PROVISION_MAILBOX_JOB}:${line.id}`),
        clock.now(),
      );
      deps.wakeJobs?.();
    },

    /**
     * The Mailbox lines of orders paid before mailboxes were provisioned (issue 17) are still
     * pending, with no name or level on the line: both are read back from the description (else
     * 'info', level 1) and each line gets its provisioning job; the customer sets the password.
     * Idempotent (a line named once keeps its name, a job's unique key is enqueued once), so it
     * runs at every start. Answers how many lines got a job now.
     */
    async backfill(): Promise<number> {
      const now = clock.now();
      let queued = 0;
      for (const line of await terms.openRegisterLines()) {
        if (line.mailboxName === null) {
          const read = mailboxFromDescription(line.description);
          await terms.nameLine(line.id, read?.name ?? FALLBACK_MAILBOX_NAME, line.mailboxLevel ?? read?.level ?? 1, now);
        }
        const added = await unitOfWork.repos.jobs.enqueue(
          {
            kind: PROVISION_MAILBOX_JOB,
            payload: { orderItemId: line.id },
            uniqueKey: `${PROVISION_MAILBOX_JOB}:${line.id}`,
            maxAttempts: MAILBOX_JOB_ATTEMPTS,
            runAt: now,
          },
          now,
        );
        if (added) queued += 1;
      }
      if (queued > 0) {
        log.info({ queued }, 'mailbox: open Mailbox lines of paid orders queued for provisioning');
        deps.wakeJobs?.();
      }
      return queued;
    },
  };
}

export type MailboxProvisioning = ReturnType<typeof createMailboxProvisioning>;
