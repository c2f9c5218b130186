import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { navigationMemory } from '@web/app/navigation-memory';
import { loginRedirectTarget } from '@web/app/navigation-rules';

/** Leaves the login or register page for the target of spec §2.2 once the user is logged in. */
export function useNavigateAfterLogin(): () => void {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return useCallback(() => {
    const target = loginRedirectTarget(searchParams.get('redirect'), navigationMemory.previous);
    navigationMemory.markLoginRedirect();
    if (target.kind === 'back') void navigate(-1);
    else void navigate(target.href, { replace: true });
  }, [navigate, searchParams]);
}
