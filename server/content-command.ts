/**
 * Edits the shop's content pages in its database, without a deploy (decision 046):
 *
 *   npx tsx server/content-command.ts list
 *   npx tsx server/content-command.ts show <slug> <en|de>            the current Markdown
 *   npx tsx server/content-command.ts history <slug> <en|de>         every version, newest first
 *   npx tsx server/content-command.ts set <slug> <en|de> <file.md> [--title "…"] [--author "…"]
 *
 * It reads the same settings as the shop (DATABASE_URL, or PGLITE_DATA_DIR when the shop is
 * stopped: PGlite is opened by one process at a time). `set` saves a new version; the page shows
 * it at once, and legal pages show its date as their last change.
 */
import { readFile } from 'node:fs/promises';
import { CONTENT_SLUGS, type ContentSlug } from '@common/api/content.contract';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { renderMarkdown } from './modules/content/content-markdown';
import { createContentRepository, type ContentLanguage } from './modules/content/content.repository';

const USAGE =
  'usage: content-command.ts list | show <slug> <en|de> | history <slug> <en|de> | set <slug> <en|de> <file.md> [--title "…"] [--author "…"]';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

const [command, slugArg, languageArg, file, ...rest] = process.argv.slice(2);
if (!command || !['list', 'show', 'history', 'set'].includes(command)) fail(USAGE);
const slug = slugArg as ContentSlug;
const language = languageArg as ContentLanguage;
if (command !== 'list') {
  if (!CONTENT_SLUGS.includes(slug)) fail(`unknown page "${slugArg ?? ''}"; pages: ${CONTENT_SLUGS.join(', ')}`);
  if (language !== 'en' && language !== 'de') fail('the language is en or de');
}

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrateDatabase(database);
  const pages = createContentRepository(database.db);
  if (command === 'list') {
    for (const each of CONTENT_SLUGS) {
      for (const lang of ['en', 'de'] as const) {
        const row = await pages.find(each, lang);
        console.log(`${each.padEnd(18)} ${lang}  ${row ? `v${row.version}  ${row.updatedAt.toISOString()}  ${row.title}` : '(missing)'}`);
      }
    }
  } else if (command === 'show') {
    const row = await pages.find(slug, language);
    if (!row) fail('no such page yet');
    console.log(`# ${row.title}\n\n${row.body}`);
  } else if (command === 'history') {
    for (const version of await pages.versions(slug, language))
      console.log(`v${version.version}  ${version.createdAt.toISOString()}  ${version.author}  ${version.title}`);
  } else {
    if (!file) fail(USAGE);
    const body = (await readFile(file, 'utf8')).trim();
    if (body.length === 0 || body.length > 200_000) fail('the file must hold between 1 and 200000 characters of Markdown');
    const current = await pages.find(slug, language);
    const title = option(rest, '--title') ?? current?.title;
    if (!title) fail('a new page needs --title');
    renderMarkdown(body);
    const row = await pages.save({
      slug,
      language,
      title,
      body,
      author: option(rest, '--author') ?? process.env.USER ?? 'operator',
      at: new Date(),
    });
    console.log(`saved ${slug} (${language}) as version ${row.version}`);
  }
} finally {
  await database.close();
}
