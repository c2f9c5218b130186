import { useTranslation } from 'react-i18next';
import type { AwaitingTransfer } from '@common/api/cart.contract';
import { AwaitingTransferNotice as Notice, awaitingTransferTexts } from '@web/components/ui/awaiting-transfer-notice';
import { useLocalization } from '@web/features/session/hooks/use-session';
import '../renewal-texts';

/** The renew cart's orders waiting for a bank transfer, in the renewal pages' words (decision 071). */
export function AwaitingTransferNotice({ waiting }: { waiting: AwaitingTransfer[] | undefined }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  return <Notice waiting={waiting} texts={awaitingTransferTexts(t, 'renewal.awaiting')} language={language} />;
}
