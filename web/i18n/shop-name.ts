import { i18n } from './i18n';

/** The title index.html starts with (its default name), replaced once the configured name is known. */
const initialTitle = typeof document === 'undefined' ? '' : document.title;
let configured: string | null = null;

function applyTo(language: string): void {
  if (configured === null || !i18n.hasResourceBundle(language, 'translation')) return;
  if (i18n.getResource(language, 'translation', 'app.name') === configured) return;
  // Silent: the 'added' event would call this again; the components re-render with the settings that brought the name.
  i18n.addResource(language, 'translation', 'app.name', configured, { silent: true });
}

// A language bundle loaded later (a switch to German) brings the catalogue's default name: the configured one wins.
i18n.store.on('added', (language: string) => applyTo(language));

/**
 * The shop's name as the operator set it (SHOP_NAME, served in the app settings as `shop_name`,
 * decision 063) replaces the catalogues' `app.name` in every language, so the header, the
 * document title ("<page> – <shop>") and every other text that names the shop show it; the
 * document title of index.html is replaced at once.
 */
export function setShopName(name: string | undefined): void {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '' || trimmed === configured) return;
  configured = trimmed;
  applyTo('en');
  applyTo('de');
  if (typeof document !== 'undefined' && document.title === initialTitle) document.title = trimmed;
}
