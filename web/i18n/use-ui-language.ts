import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

const language = () => i18n.language;

/**
 * The UI language (i18next's code), re-rendering the component when it changes. A lighter
 * subscription than react-i18next's `useTranslation`, which copies the i18n instance for every
 * component that mounts: for hooks that many components of a list call (decision 040).
 */
export function useUiLanguage(): string {
  return useSyncExternalStore(subscribe, language, language);
}
