import { lazy, Suspense, useState } from 'react';
import { useUser } from '../hooks/use-session';

// Most visitors never need it: the notice loads only for a user whose address is unconfirmed.
const EmailVerificationReminder = lazy(() =>
  import('./email-verification-reminder').then((module) => ({ default: module.EmailVerificationReminder })),
);

/**
 * The reminder for a logged-in user whose login address is not confirmed yet. Hiding it lasts
 * until the page is loaded anew; it does not come back on the way through the shop.
 */
export function LazyEmailVerificationReminder() {
  const user = useUser();
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  if (!user || user.email_verified !== false || dismissedFor === user.login) return null;
  return (
    <Suspense fallback={null}>
      <EmailVerificationReminder email={user.login} onDismiss={() => setDismissedFor(user.login)} />
    </Suspense>
  );
}
