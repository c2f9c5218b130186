import { lazy, Suspense, type ComponentProps } from 'react';
import { CenteredLoader } from '@web/components/ui/centered-loader';

// The form (and the country list it fetches) is needed only when the settings open.
const loadSettingsForm = () => import('./settings-form');
const SettingsForm = lazy(() => loadSettingsForm().then((module) => ({ default: module.SettingsForm })));

/** Starts loading the form early, e.g. when the pointer or focus reaches the settings button. */
export function preloadSettingsForm(): void {
  void loadSettingsForm();
}

export function LazySettingsForm(props: ComponentProps<typeof SettingsForm>) {
  return (
    <Suspense fallback={<CenteredLoader />}>
      <SettingsForm {...props} />
    </Suspense>
  );
}
