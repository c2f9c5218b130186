import type { Localization, SessionStatus, User } from '@common/api/session.contract';
import { useTranslation } from 'react-i18next';
import { useUserStatus } from '../api/get-user-status';

/** The session status; the router loads it before the first page renders. */
export function useSession(): SessionStatus | undefined {
  return useUserStatus().data;
}

/** The logged-in user, or null for a visitor. */
export function useUser(): User | null {
  return useSession()?.user ?? null;
}

/** The session's localization, with the front-end defaults of spec §9 until it is known. */
export function useLocalization(): Localization {
  const session = useSession();
  const { i18n } = useTranslation();
  return (
    session?.localization ?? {
      language: i18n.language === 'de' ? 'de' : 'en',
      currency: 'EUR',
      country: 'DE',
      vat_rate: 0.19,
      business_customer: false,
      tracking: false,
    }
  );
}
