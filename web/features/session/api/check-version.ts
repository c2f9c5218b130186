import { apiClient } from '@web/lib/api-client';

/**
 * Asks the server whether this build is still the current one (spec §2.2). False when it is not
 * (status 2303) or when the check fails: either way the next page must be loaded from the server.
 */
export async function isClientCurrent(): Promise<boolean> {
  try {
    await apiClient.get<{ status: number }>('/user/check', { version: __BUILD_HASH__ });
    return true;
  } catch {
    return false;
  }
}
