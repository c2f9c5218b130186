import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '@web/app/theme';
import { currentLanguage } from '@web/i18n/i18n';
import { errorText } from '@web/lib/error-text';
import { domainSearchKeys, getIdnLanguages } from '../api/search-domains';

interface IdnLanguageDialogProps {
  opened: boolean;
  /** The trimmed search term that needs a language. */
  term: string;
  onClose: () => void;
  onProceed: (language: string) => void;
}

/**
 * The IDN language picker (spec §2.4): the languages of `/config/idn-languages` with the one
 * that fits the term pre-selected, a hint, a proceed button that waits for a choice, and a close
 * icon. Built from Mantine's parts: the ready-made header is a second banner landmark.
 */
export function IdnLanguageDialog({ opened, term, onClose, onProceed }: IdnLanguageDialogProps) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <Modal.Root opened={opened} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content aria-describedby={hintId}>
        <Group justify="space-between" wrap="nowrap" p="md" pb={0}>
          <Modal.Title fw={700}>{t('search.idn.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('search.idn.close')} />
        </Group>
        <Modal.Body pt="md">
          <LanguageForm key={term} term={term} hintId={hintId} onProceed={onProceed} />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function LanguageForm({ term, hintId, onProceed }: { term: string; hintId: string; onProceed: (language: string) => void }) {
  const { t, i18n } = useTranslation();
  const languages = useQuery({
    queryKey: domainSearchKeys.idnLanguages(term, i18n.language),
    queryFn: ({ signal }) => getIdnLanguages(term, { signal }),
    staleTime: 10 * 60_000,
  });
  const [choice, setChoice] = useState('');
  const select = useRef<HTMLSelectElement>(null);

  // The default language is the first choice, once the list is there.
  const defaultLanguage = languages.data?.find((option) => option.defaultLanguage)?.value;
  useEffect(() => {
    if (defaultLanguage) setChoice((current) => current || defaultLanguage);
  }, [defaultLanguage]);

  // The dialog opens with focus on its first control; the language list is the one that matters.
  const loaded = languages.data !== undefined;
  useEffect(() => {
    if (loaded) select.current?.focus();
  }, [loaded]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (choice) onProceed(choice);
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text id={hintId} size="sm">
          {t('search.idn.hint', { term })}
        </Text>
        {languages.isError ? (
          <Alert color={STATUS_COLORS.error} role="alert">
            {errorText(languages.error, currentLanguage())}
          </Alert>
        ) : languages.isPending ? (
          <Skeleton height={60} role="status" aria-label={t('app.loading')} />
        ) : (
          <NativeSelect
            ref={select}
            label={t('search.idn.language')}
            value={choice}
            onChange={(event) => setChoice(event.currentTarget.value)}
            data={[
              { value: '', label: t('search.idn.choose'), disabled: true },
              ...languages.data.map((option) => ({ value: option.value, label: option.label })),
            ]}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={!choice}>
            {t('search.idn.proceed')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
