import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiRequestError } from '@web/lib/api-client';
import { PENDING_POLL_LIMIT_MS, usePaymentStatus } from '../api/get-payment-status';
import { accountKeys } from '@web/lib/query-keys';

const STORAGE_KEY = 'prepaidAccount.pendingTopUp';

interface PendingTopUp {
  paymentId: number;
  startedAt: number;
}

/** Remembers a top-up that left for the hosted payment page, so the overview can follow it on return. */
export function rememberPendingTopUp(paymentId: number): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ paymentId, startedAt: Date.now() } satisfies PendingTopUp));
  } catch {
    // Without storage the overview still shows the balance; it just cannot say what happened.
  }
}

function readPendingTopUp(): PendingTopUp | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<PendingTopUp> | null;
    return value && Number.isInteger(value.paymentId) && typeof value.startedAt === 'number'
      ? { paymentId: value.paymentId!, startedAt: value.startedAt }
      : null;
  } catch {
    return null;
  }
}

function forgetPendingTopUp(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}

/**
 * The top-up the user came back from: its state, asked for every 2 s while the gateway has not
 * confirmed it; once it is settled the balance and transactions are read again and the reminder
 * is dropped, so a reload does not announce it twice.
 */
export function usePendingTopUp() {
  const [pending] = useState(readPendingTopUp);
  const queryClient = useQueryClient();
  const status = usePaymentStatus(pending?.paymentId ?? null, pending?.startedAt ?? 0);
  const state = status.data?.status;
  // A payment the server does not know (another user logged in in this tab) is not followed.
  const unknown = isApiRequestError(status.error) && status.error.httpStatus === 404;
  useEffect(() => {
    if (unknown) forgetPendingTopUp();
    if (!state || state === 'pending') return;
    forgetPendingTopUp();
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  }, [state, unknown, queryClient]);
  if (!pending) return null;
  // The last poll after the limit re-renders with the still pending state.
  const timedOut = state === 'pending' && Date.now() - pending.startedAt >= PENDING_POLL_LIMIT_MS;
  return { payment: status.data ?? null, isError: status.isError, timedOut };
}
