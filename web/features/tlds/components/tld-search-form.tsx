import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@web/app/paths';
import { searchTermFor } from '../tld-search';

/**
 * A search box for names under one TLD: what the visitor types gets the ending and goes to the
 * domain search (`/domain/search/<name>.<tld>`); empty, it opens the search page.
 */
export function TldSearchForm({ tld, tldUtf8 }: { tld: string; tldUtf8: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = searchTermFor(name, tldUtf8 || tld);
    void navigate(term ? paths.searchDomainTerm.getHref(term) : paths.searchDomain.getHref());
  }

  return (
    <form role="search" onSubmit={handleSubmit} aria-label={t('tlds.landing.searchLabel', { tld: tldUtf8 })}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('tlds.landing.searchLabel', { tld: tldUtf8 })}
          placeholder={t('tlds.landing.searchPlaceholder')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          rightSection={
            <span aria-hidden style={{ paddingInlineEnd: 8, whiteSpace: 'nowrap' }}>
              .{tldUtf8}
            </span>
          }
          rightSectionWidth={Math.max(48, tldUtf8.length * 10 + 24)}
          maxLength={80}
          style={{ flex: '1 1 16rem' }}
          size="md"
        />
        <Button type="submit" size="md" leftSection={<IconSearch size={18} aria-hidden />}>
          {t('tlds.landing.searchButton')}
        </Button>
      </Group>
    </form>
  );
}
