import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import '../prepaid-account-texts';
import { useTranslation } from 'react-i18next';
import type { BankTransferDetails as Transfer } from '@common/api/payment.contract';
import { STATUS_COLORS } from '@web/app/theme';

/** Where to send the money of a bank-transfer top-up, with the reference that matches it. */
export function BankTransferDetails({ transfer, onAnother }: { transfer: Transfer; onAnother: () => void }) {
  const { t } = useTranslation();
  // Label, value, and whether it is a code to copy exactly (monospace).
  const rows: [string, string, boolean][] = [
    [t('prepaidAccount.topUp.holder'), transfer.holder, false],
    [t('prepaidAccount.topUp.iban'), transfer.iban, true],
    [t('prepaidAccount.topUp.bic'), transfer.bic, true],
    [t('prepaidAccount.topUp.bank'), transfer.bank, false],
    [t('prepaidAccount.topUp.reference'), transfer.reference, true],
    [t('prepaidAccount.topUp.transferAmount'), transfer.amount_display, false],
  ];
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="transfer-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="transfer-heading">
          {t('prepaidAccount.topUp.transferHeading', { amount: transfer.amount_display })}
        </Title>
        <Alert color={STATUS_COLORS.info} role="status">
          <Text size="sm">{t('prepaidAccount.topUp.transferIntro')}</Text>
        </Alert>
        {/* A list of label and value that wraps on a phone instead of a table that does not. */}
        <Stack component="dl" gap="xs" maw={520} m={0}>
          {rows.map(([label, value, code]) => (
            <Group key={label} gap="md" wrap="wrap" justify="space-between" align="baseline">
              <Text component="dt" size="sm" fw={500}>
                {label}
              </Text>
              <Text
                component="dd"
                m={0}
                ff={code ? 'monospace' : undefined}
                style={{ overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
              >
                {value}
              </Text>
            </Group>
          ))}
        </Stack>
        <div>
          <Button variant="light" onClick={onAnother}>
            {t('prepaidAccount.topUp.another')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
