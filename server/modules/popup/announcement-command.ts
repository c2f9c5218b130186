import type { NewsService } from '../news/news.service';
import { PopupInputError, POPUP_TYPES, type PopupService, type PopupType } from './popup.service';

/**
 * The operator's announcements command (server/announcement-command.ts) as a function of its
 * arguments, so that it is tested against the database like the routes are.
 */

export const ANNOUNCEMENT_USAGE = [
  'usage: announcement-command.ts',
  '  popup list',
  '  popup add <info|success|error> --en "…" --de "…" [--from <ISO date>] [--until <ISO date>] [--author "…"]',
  '  popup end <id>            ends it now (it stays in the list)',
  '  popup delete <id>',
  '  news list                 the 20 newest news items and their system-bar marks',
  '  news systembar <id> on [--until <ISO date>]',
  '  news systembar <id> off',
].join('\n');

export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

class UsageError extends Error {}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  return value;
}

function date(value: string | undefined, name: string): Date | undefined {
  if (value === undefined) return undefined;
  // ISO 8601 only: Date.parse would take many other forms, some of them in local time.
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/.test(value))
    throw new UsageError(`${name} is not an ISO 8601 date (such as 2026-12-01 or 2026-12-01T08:00:00Z)`);
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) throw new UsageError(`${name} is not a valid date`);
  return parsed;
}

function id(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) throw new UsageError('the id is a positive whole number');
  return Number(value);
}

const iso = (value: Date | null) => (value ? value.toISOString() : '—');
const short = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

/** Runs one command; the exit code is 0 on success, 1 when nothing matched, 2 on a usage error. */
export async function runAnnouncementCommand(
  args: string[],
  deps: { popups: PopupService; news: NewsService; now: () => Date; user?: string },
  output: CommandOutput,
): Promise<number> {
  const [area, action, ...rest] = args;
  try {
    if (area === 'popup' && action === 'list') {
      const now = deps.now();
      for (const row of await deps.popups.list()) {
        const state = row.startsAt > now ? 'scheduled' : row.endsAt && row.endsAt <= now ? 'ended' : 'active';
        output.out(
          `#${row.id}  ${row.type.padEnd(7)}  ${state.padEnd(9)}  ${iso(row.startsAt)} → ${iso(row.endsAt)}  en: ${short(row.messageEn)} | de: ${short(row.messageDe)}`,
        );
      }
      return 0;
    }
    if (area === 'popup' && action === 'add') {
      const [type, ...flags] = rest;
      if (!POPUP_TYPES.includes(type as PopupType)) throw new UsageError(`the type is one of ${POPUP_TYPES.join(', ')}`);
      const messageEn = option(flags, '--en');
      const messageDe = option(flags, '--de');
      if (messageEn === undefined || messageDe === undefined)
        throw new UsageError('a popup needs its message in both languages: --en "…" --de "…"');
      const row = await deps.popups.add({
        type: type as PopupType,
        messageEn,
        messageDe,
        startsAt: date(option(flags, '--from'), '--from'),
        endsAt: date(option(flags, '--until'), '--until') ?? null,
        author: option(flags, '--author') ?? deps.user ?? 'operator',
      });
      output.out(`added popup #${row.id} (${row.type}), shown from ${iso(row.startsAt)} until ${row.endsAt ? iso(row.endsAt) : 'ended'}`);
      return 0;
    }
    if (area === 'popup' && (action === 'end' || action === 'delete')) {
      const popupId = id(rest[0]);
      const done = action === 'end' ? await deps.popups.end(popupId) : await deps.popups.remove(popupId);
      if (!done) {
        output.err(action === 'end' ? `no running or scheduled popup #${popupId}` : `no popup #${popupId}`);
        return 1;
      }
      output.out(action === 'end' ? `popup #${popupId} ended` : `popup #${popupId} deleted`);
      return 0;
    }
    if (area === 'news' && action === 'list') {
      for (const row of await deps.news.newest(20)) {
        const mark = row.systemBar ? `system bar${row.systemBarUntil ? ` until ${iso(row.systemBarUntil)}` : ''}` : '';
        output.out(
          `#${row.id}  ${iso(row.publishedAt)}  ${row.loginOnly ? 'customers' : 'public   '}  ${short(row.titleEn)}${mark ? `  [${mark}]` : ''}`,
        );
      }
      return 0;
    }
    if (area === 'news' && action === 'systembar') {
      const [itemId, switchTo, ...flags] = rest;
      const newsId = id(itemId);
      if (switchTo !== 'on' && switchTo !== 'off') throw new UsageError('say on or off');
      const until = switchTo === 'on' ? (date(option(flags, '--until'), '--until') ?? null) : null;
      if (until && until <= deps.now()) throw new UsageError('--until must lie ahead');
      const row = await deps.news.markForSystemBar(newsId, switchTo === 'on', until);
      if (!row) {
        output.err(`no news item #${newsId}`);
        return 1;
      }
      if (row.loginOnly && switchTo === 'on')
        output.err('note: this item is for customers only; the system bar shows public news only, so it does not appear there');
      output.out(
        switchTo === 'on'
          ? `news #${row.id} is in the system bar${until ? ` until ${iso(until)}` : ''}`
          : `news #${row.id} is no longer in the system bar`,
      );
      return 0;
    }
    throw new UsageError(ANNOUNCEMENT_USAGE);
  } catch (error) {
    if (error instanceof UsageError || error instanceof PopupInputError) {
      output.err(error.message);
      return 2;
    }
    throw error;
  }
}
