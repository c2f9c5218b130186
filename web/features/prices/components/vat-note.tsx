import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { vatNote } from '../price-rules';
import '../prices-texts';

/** "All prices per year, incl. 19% VAT for Germany." (or no VAT), with the shop's VAT ID. */
export function VatNote({ vatRate, vatId }: { vatRate: number; vatId?: string }) {
  const { t } = useTranslation();
  const { language, country } = useLocalization();
  const note = vatNote(vatRate, country, language);
  return (
    <Text size="sm" c="dimmed">
      {t(note.key, note.values)}
      {vatId ? ` ${t('prices.vat.id', { id: vatId })}` : ''}
    </Text>
  );
}
