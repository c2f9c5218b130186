/**
 * Sets the support team's chat state without a deploy or a restart (decision 056):
 *
 *   npx tsx server/support-command.ts status                       the mode, who set it, and the chat state now
 *   npx tsx server/support-command.ts set <auto|online|busy|offline> [--author "…"]
 *
 * `auto` follows SUPPORT_HOURS in SUPPORT_TIMEZONE; the other modes hold until the next `set`.
 * Every shop process reads the mode from the database on each chat-state call, so the drawer shows
 * the change at its next opening. It reads the same settings as the shop (DATABASE_URL, or
 * PGLITE_DATA_DIR when the shop is stopped: PGlite is opened by one process at a time).
 */
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { systemClock } from './lib/clock';
import { createSupportRepository, SUPPORT_MODES, type SupportMode } from './modules/support/support.repository';
import { createSupportService } from './modules/support/support.service';

const USAGE = `usage: support-command.ts status | set <${SUPPORT_MODES.join('|')}> [--author "…"]`;
const STATE_NAMES = ['online', 'busy', 'offline'];

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const [command, modeArg, ...rest] = process.argv.slice(2);
if (command !== 'status' && command !== 'set') fail(USAGE);
if (command === 'set' && !SUPPORT_MODES.includes(modeArg as SupportMode)) fail(USAGE);
const authorIndex = rest.indexOf('--author');
const author = (authorIndex >= 0 ? rest[authorIndex + 1] : undefined) ?? process.env.USER ?? 'operator';

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrateDatabase(database);
  const support = createSupportService({ repository: createSupportRepository(database.db), settings: config.support, clock: systemClock });
  if (command === 'set') await support.setMode(modeArg as SupportMode, author.slice(0, 100));
  const status = await support.status();
  const since = status.updatedAt ? ` (set ${status.updatedAt.toISOString()} by ${status.updatedBy})` : '';
  console.log(`mode ${status.mode}${since}`);
  console.log(
    `chat state now: ${status.chatState} (${STATE_NAMES[status.chatState]})${config.support.chatUrl ? '' : ' – SUPPORT_CHAT_URL is not set, so the chat is always offline'}`,
  );
} finally {
  await database.close();
}
