import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Title, type TitleOrder } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { needsIdnLanguage } from '@common/domain/idn-languages';
import { paths } from '@web/app/paths';
import { checkSearchTerm, readLastSearchTerm, SEARCH_TERM_MAX_LENGTH, storeLastSearchTerm } from '../search-term';
import { LazyIdnLanguageDialog, preloadIdnLanguageDialog } from './lazy-idn-language-dialog';
import classes from './domain-search-box.module.css';

interface DomainSearchBoxProps {
  /** The term to show; without it the last term searched for. */
  initialTerm?: string;
  /** The heading level of the box's title. */
  titleOrder?: TitleOrder;
}

/**
 * The domain search box (spec §2.4): Enter or the register button runs the search; an empty term
 * opens the search page without a term; a term with letters beyond a–z (or an xn-- name) first
 * asks for its IDN language. The input is trimmed and kept for the next visit.
 */
export function DomainSearchBox({ initialTerm, titleOrder = 2 }: DomainSearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [value, setValue] = useState(() => initialTerm ?? readLastSearchTerm());
  const [picker, setPicker] = useState<{ term: string; opened: boolean } | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const tooLong = value.trim().length > SEARCH_TERM_MAX_LENGTH;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkSearchTerm(value);
    if (check.kind === 'tooLong') return;
    const term = check.kind === 'empty' ? '' : check.term;
    setValue(term);
    storeLastSearchTerm(term);
    if (check.kind === 'empty') navigate(paths.searchDomain.getHref());
    else if (check.kind === 'needsLanguage') setPicker({ term: check.term, opened: true });
    else navigate(paths.searchDomainTerm.getHref(check.term));
  }

  return (
    <div className={classes.box}>
      <Title order={titleOrder} id={titleId} className={classes.title}>
        {t('search.box.title')}
      </Title>
      <form role="search" aria-labelledby={titleId} onSubmit={handleSubmit} noValidate>
        {/*
          A plain input styled like the theme's: the home page shows this box first, and Mantine's
          input component would add 3.5 KB to that first load.
        */}
        <label htmlFor={inputId} className={classes.label}>
          {t('search.box.label')}
        </label>
        <p id={hintId} className={classes.hint}>
          {t('search.box.hint')}
        </p>
        <div className={classes.row}>
          <input
            ref={input}
            id={inputId}
            className={classes.input}
            placeholder={t('search.box.placeholder')}
            name="term"
            type="search"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={value}
            aria-invalid={tooLong || undefined}
            aria-describedby={tooLong ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setValue(next);
              // The picker's code is fetched while the visitor is still typing.
              if (needsIdnLanguage(next.trim())) preloadIdnLanguageDialog();
            }}
          />
          <Button type="submit" size="md" className={classes.submit} leftSection={<IconSearch size={18} aria-hidden />}>
            {t('search.box.submit')}
          </Button>
        </div>
        {tooLong && (
          <p id={errorId} className={classes.error}>
            {t('search.box.tooLong')}
          </p>
        )}
      </form>
      {picker && (
        <LazyIdnLanguageDialog
          opened={picker.opened}
          term={picker.term}
          onClose={() => {
            setPicker({ ...picker, opened: false });
            // Back to the box, as Mantine does for a dialog that was open before (here it mounts opened).
            input.current?.focus();
          }}
          onProceed={(language) => {
            setPicker({ ...picker, opened: false });
            navigate(paths.searchDomainTerm.getHref(picker.term, language));
          }}
        />
      )}
    </div>
  );
}
