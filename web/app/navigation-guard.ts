import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { SessionStatus } from '@common/api/session.contract';
import { pageIsLeaving, setPendingNavigationTarget } from '@web/lib/page-load';
import type { NavigationMemory } from './navigation-memory';
import { guardNavigation } from './navigation-rules';
import { resolveRoute } from './resolve-route';

export interface NavigationGuardDeps {
  memory: NavigationMemory;
  /** Creates or resumes the session (GET /user/status with the build hash). */
  startSession: () => Promise<SessionStatus>;
  /** The session as it is now, after it started. */
  currentSession: () => SessionStatus | undefined;
  /** GET /user/check: false when the build changed or the check failed. */
  isClientCurrent: () => Promise<boolean>;
  fullPageLoad: (href: string) => void;
}

/**
 * The loader of the root route, so it runs before every navigation (spec §2.2): the first one
 * starts the session, later ones check that this build is still current and otherwise load the
 * target from the server. Then the access rules may send the user elsewhere.
 */
export function createNavigationGuard(deps: NavigationGuardDeps) {
  let sessionStarted = false;
  // A redirect of the guard itself needs no second version check.
  let skipNextCheck = false;

  return async function navigationGuard({ request }: LoaderFunctionArgs): Promise<null> {
    const to = resolveRoute(request.url);
    setPendingNavigationTarget(to.href);

    let session: SessionStatus | undefined;
    if (!sessionStarted) {
      session = await deps.startSession();
      sessionStarted = true;
    } else {
      if (skipNextCheck) {
        skipNextCheck = false;
      } else if (!(await deps.isClientCurrent())) {
        deps.fullPageLoad(to.href);
        return pageIsLeaving();
      }
      session = deps.currentSession();
    }

    const decision = guardNavigation(to, session?.user ?? null);
    if (decision.kind === 'redirect') {
      if (decision.loginRedirect) deps.memory.markLoginRedirect();
      skipNextCheck = true;
      throw redirect(decision.href);
    }
    return null;
  };
}
