import { toDisplayName } from '@common/domain/domain-name';
import type { Country } from '@common/api/config.contract';
import type { Language } from '@common/i18n/languages';
import type { ExchangeRates } from '@common/money/money';
import { insideTransaction } from '../../db/transaction-context';
import type { Clock } from '../../lib/clock';
import type { ReferenceDataRepository } from './reference-data.repository';
import { serializeSharedSettings } from './app-settings.presenter';

export interface ReferenceData {
  countries: { code: string; vatRate: number; eu: boolean; featured: boolean }[];
  countryByCode: Map<string, { vatRate: number; eu: boolean }>;
  exchangeRates: ExchangeRates;
  tlds: { tld: string; tld_utf8: string }[];
}

// Reference data changes a few times a year; reading it once a minute keeps every request from
// asking the database for it while an operator's change still shows within a minute.
const CACHE_MS = 60_000;

const countryNames: Record<Language, Intl.DisplayNames> = {
  en: new Intl.DisplayNames('en', { type: 'region' }),
  de: new Intl.DisplayNames('de', { type: 'region' }),
};

/**
 * `sellerCountry`: the operator's country (OPERATOR_COUNTRY), the seller's country of the VAT rules
 * and of the invoices: a business customer there pays domestic VAT, elsewhere in the EU none.
 */
export function createReferenceDataService(repository: ReferenceDataRepository, clock: Clock, sellerCountry: string) {
  let cached: { data: ReferenceData; at: number } | undefined;
  let loading: Promise<ReferenceData> | undefined;
  // Sorted, named country lists and the serialized shared app settings, per language, built
  // once per load of the data.
  let countryLists = new Map<string, Country[]>();
  let sharedJson = new Map<Language, string>();

  async function load(): Promise<ReferenceData> {
    const [countryRows, rateRows, tldRows] = await Promise.all([
      repository.listCountries(),
      repository.listExchangeRates(),
      repository.listActiveTlds(),
    ]);
    const countries = countryRows.map((row) => ({ code: row.code, vatRate: row.vatRateBp / 10_000, eu: row.eu, featured: row.featured }));
    const rates: ExchangeRates = { EUR: 1, USD: 1, GBP: 1 };
    for (const row of rateRows) {
      if (row.currency === 'EUR' || row.currency === 'USD' || row.currency === 'GBP') rates[row.currency] = Number(row.ratePerEuro);
    }
    return {
      countries,
      countryByCode: new Map(countries.map((country) => [country.code, country])),
      exchangeRates: rates,
      tlds: tldRows.map((row) => ({ tld: row.tld, tld_utf8: toDisplayName(row.tld) })),
    };
  }

  async function get(): Promise<ReferenceData> {
    const now = clock.now().getTime();
    if (cached && now - cached.at < CACHE_MS) return cached.data;
    // Inside a transaction the data is never reloaded: the load reads through the plain
    // connection, which on PGlite (one connection) would wait for the transaction that waits for
    // it. A minute's staleness more is harmless; the next read outside a transaction reloads.
    if (cached && insideTransaction()) return cached.data;
    loading ??= load().finally(() => {
      loading = undefined;
    });
    const data = await loading;
    if (cached?.data !== data) {
      countryLists = new Map();
      sharedJson = new Map();
    }
    cached = { data, at: now };
    return data;
  }

  async function listCountries(language: Language, featuredFirst: boolean): Promise<Country[]> {
    const data = await get();
    const key = `${language}:${featuredFirst}`;
    const known = countryLists.get(key);
    if (known) return known;
    const collator = new Intl.Collator(language);
    const list = data.countries
      .map((country) => ({
        code: country.code,
        name: countryNames[language].of(country.code) ?? country.code,
        vat_rate: country.vatRate,
        eu: country.eu,
        featured: country.featured,
      }))
      .sort((a, b) => collator.compare(a.name, b.name));
    const ordered = featuredFirst ? [...list.filter((c) => c.featured), ...list.filter((c) => !c.featured)] : list;
    const result = ordered.map(({ featured: _featured, ...country }) => country);
    countryLists.set(key, result);
    return result;
  }

  return {
    get,
    /** ISO 3166 alpha-2: the operator's country, where the VAT rules' seller is (OPERATOR_COUNTRY). */
    sellerCountry,
    /** Countries with names in the language, sorted by name; with `featuredFirst` the common ones first. */
    listCountries,
    /** The part of the app settings shared by all sessions of a language, serialized once. */
    async sharedSettingsJson(language: Language): Promise<string> {
      const data = await get();
      const known = sharedJson.get(language);
      if (known) return known;
      const json = serializeSharedSettings({
        exchange_rates: data.exchangeRates,
        tlds: data.tlds,
        countries: (await listCountries(language, true)).map((country) => country.code),
        vat_countries: Object.fromEntries(
          data.countries.filter((country) => country.vatRate > 0).map((country) => [country.code, country.vatRate]),
        ),
        eu_countries: data.countries.filter((country) => country.eu).map((country) => country.code),
      });
      sharedJson.set(language, json);
      return json;
    },
    async vatRate(country: string): Promise<number> {
      return (await get()).countryByCode.get(country)?.vatRate ?? 0;
    },
    async isCountry(code: string): Promise<boolean> {
      return (await get()).countryByCode.has(code);
    },
    invalidate() {
      cached = undefined;
    },
  };
}

export type ReferenceDataService = ReturnType<typeof createReferenceDataService>;
