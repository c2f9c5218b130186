import type { TFunction } from 'i18next';
import { i18n } from './i18n';
import { useUiLanguage } from './use-ui-language';

const fixed = new Map<string, TFunction>();

/**
 * `t` for components that a page renders hundreds of times (the cells of the price list, the rows
 * of a result or domain list). react-i18next's `useTranslation` copies the i18n instance's
 * property descriptors for every component that mounts; on the price list (72 rows, five such
 * components each) that was a measurable share of its main-thread time (decision 040). This
 * hook keeps one `t` per language and re-renders the component when the language changes, as
 * `useTranslation` does.
 */
export function useRowT(): TFunction {
  const current = useUiLanguage();
  let t = fixed.get(current);
  if (!t) {
    t = i18n.getFixedT(current);
    fixed.set(current, t);
  }
  return t;
}
