// The session hooks live with the session status in the shared layer (web/lib/session-status.ts);
// the features take them from here.
export { useLocalization, useSession, useUser } from '@web/lib/session-status';
