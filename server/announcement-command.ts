/**
 * The operator's announcements, edited in the shop's database without a deploy (decision 047):
 * the start popups served with the app settings and the news items marked for the system bar.
 *
 *   npx tsx server/announcement-command.ts popup list
 *   npx tsx server/announcement-command.ts popup add info --en "Maintenance tonight 22:00–23:00 UTC." --de "Heute 22–23 Uhr UTC Wartung." --until 2026-12-02T00:00:00Z
 *   npx tsx server/announcement-command.ts popup end <id>
 *   npx tsx server/announcement-command.ts news list
 *   npx tsx server/announcement-command.ts news systembar <id> on [--until 2026-12-31]
 *
 * It reads the same settings as the shop (DATABASE_URL, or PGLITE_DATA_DIR when the shop is
 * stopped: PGlite is opened by one process at a time). Changes show on the next page load.
 */
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { systemClock } from './lib/clock';
import { createNewsRepository } from './modules/news/news.repository';
import { createNewsService } from './modules/news/news.service';
import { ANNOUNCEMENT_USAGE, runAnnouncementCommand } from './modules/popup/announcement-command';
import { createPopupRepository } from './modules/popup/popup.repository';
import { createPopupService } from './modules/popup/popup.service';

const args = process.argv.slice(2);
if (args.length === 0 || args.includes('--help')) {
  console.error(ANNOUNCEMENT_USAGE);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config.database);
let code = 0;
try {
  await migrateDatabase(database);
  code = await runAnnouncementCommand(
    args,
    {
      popups: createPopupService({ popups: createPopupRepository(database.db), clock: systemClock }),
      news: createNewsService({ news: createNewsRepository(database.db), clock: systemClock }),
      now: () => systemClock.now(),
      user: process.env.USER,
    },
    { out: (line) => console.log(line), err: (line) => console.error(line) },
  );
} finally {
  await database.close();
}
process.exit(code);
