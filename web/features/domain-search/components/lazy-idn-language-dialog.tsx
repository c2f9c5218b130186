import { lazy, Suspense, type ComponentProps } from 'react';

// The picker is needed only for names with letters beyond a–z: it stays out of the first load.
const loadDialog = () => import('./idn-language-dialog');
const IdnLanguageDialog = lazy(() => loadDialog().then((module) => ({ default: module.IdnLanguageDialog })));

/** Starts loading the picker early, e.g. once the typed term needs a language. */
export function preloadIdnLanguageDialog(): void {
  void loadDialog();
}

export function LazyIdnLanguageDialog(props: ComponentProps<typeof IdnLanguageDialog>) {
  return (
    <Suspense fallback={null}>
      <IdnLanguageDialog {...props} />
    </Suspense>
  );
}
