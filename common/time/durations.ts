/** One day in milliseconds (the registry and the shop count terms, grace periods and notices in UTC days). */
export const DAY_MS = 86_400_000;
