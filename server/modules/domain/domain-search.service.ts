import { type CheckedDomain, type CheckSegment, type IdnLanguageOption, type SearchResult } from '@common/api/domain-results';
import { ErrorCode } from '@common/errors/error-codes';
import { parseDomainName, toDisplayName } from '@common/domain/domain-name';
import { IDN_LANGUAGES, languagesForLabel } from '@common/domain/idn-languages';
import type { Language } from '@common/i18n/languages';
import type { PriceContext } from '@common/money/price-view';
import { AppError } from '../../http/app-error';
import type { RegistryGateway, TldPolicy } from '../../registry/registry-gateway';
import type { ReferenceDataService } from '../config/reference-data.service';
import { presentCheckedDomain, type RegistrationPrices } from './domain.presenter';
import { spinName } from './name-spinner';
import { parseSearchTerm } from './search-term';

/**
 * The order in which a label is offered in other TLDs: the most asked-for first, the rest of the
 * catalogue after them alphabetically.
 */
export const TLD_RANKING = [
  'com',
  'de',
  'net',
  'org',
  'eu',
  'info',
  'io',
  'at',
  'ch',
  'app',
  'shop',
  'online',
  'co',
  'me',
  'dev',
  'store',
  'tech',
  'cloud',
  'biz',
  'xyz',
  'site',
  'uk',
  'fr',
  'nl',
  'it',
  'es',
  'blog',
  'live',
  'digital',
  'berlin',
];

export type { RegistrationPrices } from './domain.presenter';

export function createDomainSearchService(deps: {
  registry: RegistryGateway;
  referenceData: ReferenceDataService;
  registrationPrices: () => Promise<RegistrationPrices>;
}) {
  const { registry, referenceData } = deps;
  const policies = new Map<string, Promise<TldPolicy | null>>();

  // Registry policies change rarely and a search needs up to 72 of them; keep them for the process.
  function policy(tld: string): Promise<TldPolicy | null> {
    let known = policies.get(tld);
    if (!known) {
      known = registry.policy(tld).catch((error) => {
        policies.delete(tld);
        throw error;
      });
      policies.set(tld, known);
    }
    return known;
  }

  async function offeredTlds(): Promise<string[]> {
    const data = await referenceData.get();
    const offered = new Set(data.tlds.map((entry) => entry.tld));
    const ranked = TLD_RANKING.filter((tld) => offered.has(tld));
    return [...ranked, ...[...offered].filter((tld) => !ranked.includes(tld)).sort()];
  }

  /** TLDs that can take a label of this IDN language (all of them for ASCII labels). */
  async function tldsFor(language: string | null): Promise<string[]> {
    const tlds = await offeredTlds();
    if (!language) return tlds;
    const fits = await Promise.all(tlds.map(async (tld) => (await policy(tld))?.idnLanguages.includes(language) ?? false));
    return tlds.filter((_tld, index) => fits[index]);
  }

  return {
    /** The names to check for a search term, the typed one first (spec §2.4). */
    async search(rawTerm: string, language: string | undefined): Promise<SearchResult> {
      const offered = new Set(await offeredTlds());
      const parsed = parseSearchTerm(rawTerm, language, (tld) => offered.has(tld));
      if (!parsed.ok) throw new AppError(parsed.code, 400, { field: 'term' });
      const tlds = await tldsFor(parsed.language);
      if (parsed.tld && !tlds.includes(parsed.tld)) throw new AppError(ErrorCode.IdnLanguageMismatch, 400, { field: 'language' });
      const ordered = parsed.tld ? [parsed.tld, ...tlds.filter((tld) => tld !== parsed.tld)] : tlds;
      return {
        term: parsed.term,
        sld: parsed.sld.ascii,
        sld_utf8: parsed.sld.unicode,
        language: parsed.language,
        domains: ordered.map((tld, position) => {
          const domain = `${parsed.sld.ascii}.${tld}`;
          return { domain, domain_utf8: toDisplayName(domain), tld, position };
        }),
      };
    },

    /**
     * Checks names at the registry and yields each result as it comes, then a summary. With
     * `availableWanted`, stops once that many available names were yielded (spec §7: 10).
     */
    async *check(names: readonly string[], availableWanted: number | undefined, context: PriceContext): AsyncGenerator<CheckSegment> {
      const prices = await deps.registrationPrices();
      const valid: string[] = [];
      const invalid: string[] = [];
      for (const raw of new Set(names)) {
        const parsed = parseDomainName(raw);
        if (parsed.ok && !valid.includes(parsed.ascii)) valid.push(parsed.ascii);
        else if (!parsed.ok) invalid.push(raw);
      }
      let checked = 0;
      let available = 0;
      const answered = new Set<string>();
      for (const name of invalid) {
        checked++;
        yield { ...presentCheckedDomain(name, null, prices, context), domain_utf8: name, price: null, renewal: null };
      }
      if (valid.length > 0 && (availableWanted === undefined || available < availableWanted)) {
        try {
          for await (const result of registry.check(valid)) {
            answered.add(result.name);
            const entry = presentCheckedDomain(result.name, result, prices, context);
            checked++;
            if (entry.available) available++;
            yield entry;
            if (availableWanted !== undefined && available >= availableWanted) break;
          }
        } catch {
          // Headers and earlier results are on their way already: report the failure in the stream.
          yield { type: 'error', code: ErrorCode.RegistryUnavailable, message: '' };
        }
      }
      yield { type: 'summary', checked, available, unchecked: valid.filter((name) => !answered.has(name)) };
    },

    /** Available alternatives for a term, by name spinning, with prices. */
    async suggestions(
      rawTerm: string,
      language: string | undefined,
      uiLanguage: Language,
      limit: number,
      context: PriceContext,
    ): Promise<CheckedDomain[]> {
      const offered = new Set(await offeredTlds());
      const parsed = parseSearchTerm(rawTerm, language, (tld) => offered.has(tld));
      if (!parsed.ok) throw new AppError(parsed.code, 400, { field: 'term' });
      const tlds = await tldsFor(parsed.language);
      const mainTlds = parsed.tld ? [parsed.tld, ...tlds.filter((tld) => tld !== parsed.tld)].slice(0, 6) : tlds.slice(0, 6);
      const spun = spinName(parsed.sld.ascii, {
        language: uiLanguage,
        mainTlds,
        offeredTlds: new Set(tlds),
        ascii: parsed.language === null,
      })
        .map((entry) => `${entry.label}.${entry.tld}`)
        .filter((name) => name !== `${parsed.sld.ascii}.${parsed.tld}`)
        .slice(0, Math.max(limit * 4, 40));
      const found = new Map<string, CheckedDomain>();
      for await (const segment of this.check(spun, limit, context)) {
        if (segment.type === 'result' && segment.available) found.set(segment.domain, segment);
      }
      // Keep the spinner's order (best ideas first), not the registry's answer order.
      return spun.filter((name) => found.has(name)).map((name) => found.get(name)!);
    },

    /** The TLDs a search covers first (spec §7: limit 10 in one use). */
    async topTlds(limit: number): Promise<{ tld: string; tld_utf8: string }[]> {
      return (await offeredTlds()).slice(0, limit).map((tld) => ({ tld, tld_utf8: toDisplayName(tld) }));
    },

    /** IDN languages for the picker, in the UI language, with the best fit for the term as default. */
    idnLanguages(uiLanguage: Language, term: string | undefined): IdnLanguageOption[] {
      const label = term?.trim().split('.')[0] ?? '';
      const fitting = label ? languagesForLabel(label.toLowerCase()) : [];
      const preferred = fitting.includes(uiLanguage) ? uiLanguage : (fitting[0] ?? (uiLanguage === 'de' ? 'de' : null));
      return IDN_LANGUAGES.map((language) => ({
        label: language.label[uiLanguage],
        value: language.tag,
        defaultLanguage: language.tag === preferred,
      })).sort((a, b) => a.label.localeCompare(b.label, uiLanguage));
    },
  };
}

export type DomainSearchService = ReturnType<typeof createDomainSearchService>;
