/** The demo accounts, printed at start and in the README. Only created by the demo seed. */
export const DEMO_USERS = [
  { login: 'demo@example.com', password: 'demo-password-2026', status: 'client' as const },
  { login: 'reseller@example.com', password: 'reseller-password-2026', status: 'reseller' as const },
];
