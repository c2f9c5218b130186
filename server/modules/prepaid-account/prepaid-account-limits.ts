/** The smallest top-up, in minor units (3010). */
export const MINIMUM_TOP_UP = 1_000;
/** The highest balance a new account may reach by top-ups (3011), in minor units. */
export const DEFAULT_ACCOUNT_LIMIT = 500_000;
