import { reloadPage } from './page-load';

/**
 * Marks a content element: content the server rendered in the session's language, such as a
 * content page's body (decision 046), which a language change in the app cannot translate.
 */
export const CONTENT_ELEMENT_ATTRIBUTE = 'data-content-element';

/** True while the page shows a content element. */
export function hasContentElement(root: ParentNode = document): boolean {
  return root.querySelector(`[${CONTENT_ELEMENT_ATTRIBUTE}]`) !== null;
}

/**
 * Spec §4: after a localization change the page reloads if a content element is present, so
 * that the server renders it anew in the chosen language. Returns whether it reloads.
 */
export function reloadIfContentElement(): boolean {
  if (!hasContentElement()) return false;
  reloadPage();
  return true;
}
