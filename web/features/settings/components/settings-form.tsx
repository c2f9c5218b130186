import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, NativeSelect, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CURRENCIES, isCurrency, type Currency } from '@common/money/currency';
import { isLanguage, type Language } from '@common/i18n/languages';
import { STATUS_COLORS } from '@web/app/theme';
import { refreshAfterLocalization } from '@web/app/navigation-rules';
import { resolveRoute } from '@web/app/resolve-route';
import { useAppSettings } from '@web/features/config/api/get-app-settings';
import { useCountries } from '@web/features/config/api/get-countries';
import { useUpdateLocalization } from '@web/features/session/api/update-localization';
import { useLocalization, useUser } from '@web/features/session/hooks/use-session';
import { errorText } from '@web/lib/error-text';
import { localizationRefreshKeys } from '@web/lib/query-keys';
import { countryEditableAt } from '../country-lock';

/** Spec §2.3: the language selector gets the focus 50 ms after the settings open. */
const FOCUS_DELAY_MS = 50;

/** Each language is offered in its own words. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch' };

interface CountryOption {
  value: string;
  label: string;
}

/**
 * While the named country list loads, the codes of the app settings are named by the browser,
 * so the selector is usable at once.
 */
function namedCountryCodes(codes: readonly string[], language: Language): CountryOption[] {
  const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([language], { type: 'region' }) : null;
  return codes.map((code) => ({ value: code, label: names?.of(code) ?? code }));
}

/** The selected country must be an option, even if the list does not offer it (any more). */
function withCurrentCountry(options: CountryOption[], current: string): CountryOption[] {
  return options.some((option) => option.value === current) ? options : [{ value: current, label: current }, ...options];
}

interface SettingsFormProps {
  /** Called once the choice is saved, so the surrounding popup or dialog can close. */
  onSaved: () => void;
}

/** Language, home country and currency, saved together with the Change button (spec §2.3, §4). */
export function SettingsForm({ onSaved }: SettingsFormProps) {
  const { t } = useTranslation();
  const localization = useLocalization();
  const user = useUser();
  const location = useLocation();
  const queryClient = useQueryClient();
  const updateLocalization = useUpdateLocalization();
  const appSettings = useAppSettings();
  const countries = useCountries(localization.language);

  const [language, setLanguage] = useState<Language>(localization.language);
  const [currency, setCurrency] = useState<Currency>(localization.currency);
  const [country, setCountry] = useState(localization.country);
  const languageRef = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => languageRef.current?.focus(), FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // A customer's billing address decides the home country and the VAT (decision 069).
  const countryFromBilling = Boolean(user && localization.country_from_billing);
  const countryEditable = !countryFromBilling && countryEditableAt(user, location.pathname);
  const countryOptions = withCurrentCountry(
    countries.data?.map((entry) => ({ value: entry.code, label: entry.name })) ??
      namedCountryCodes(appSettings.data?.countries ?? [], localization.language),
    country,
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    updateLocalization.mutate(
      { language, currency, country: countryEditable ? country : localization.country },
      {
        onSuccess: () => {
          onSaved();
          const route = resolveRoute(location.pathname);
          for (const group of refreshAfterLocalization(route.name)) {
            void queryClient.invalidateQueries({ queryKey: localizationRefreshKeys[group] });
          }
        },
      },
    );
  }

  let countryHint: string | undefined;
  if (!countryEditable) {
    if (user?.status === 'reseller') countryHint = t('settings.countryLockedReseller');
    else if (countryFromBilling) countryHint = t('settings.countryFromBilling');
    else countryHint = t('settings.countryLockedPayment');
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <NativeSelect
          ref={languageRef}
          label={t('settings.language')}
          value={language}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isLanguage(value)) setLanguage(value);
          }}
        >
          {(Object.keys(LANGUAGE_NAMES) as Language[]).map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          label={t('settings.country')}
          description={countryHint}
          value={country}
          disabled={!countryEditable}
          data={countryOptions}
          onChange={(event) => setCountry(event.currentTarget.value)}
        />
        <NativeSelect
          label={t('settings.currency')}
          value={currency}
          data={CURRENCIES.map((code) => ({ value: code, label: t(`currency.${code}`) }))}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isCurrency(value)) setCurrency(value);
          }}
        />
        {updateLocalization.isError && (
          <Alert color={STATUS_COLORS.error} role="alert" p="xs">
            {errorText(updateLocalization.error, localization.language)}
          </Alert>
        )}
        <Button type="submit" loading={updateLocalization.isPending} fullWidth>
          {t('settings.change')}
        </Button>
      </Stack>
    </form>
  );
}
