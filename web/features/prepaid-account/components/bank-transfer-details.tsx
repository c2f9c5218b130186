import { Alert, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import '../prepaid-account-texts';
import { useTranslation } from 'react-i18next';
import type { BankTransferDetails as Transfer } from '@common/api/payment.contract';

/** Where to send the money of a bank-transfer top-up, with the reference that matches it. */
export function BankTransferDetails({ transfer, onAnother }: { transfer: Transfer; onAnother: () => void }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('prepaidAccount.topUp.holder'), transfer.holder],
    [t('prepaidAccount.topUp.iban'), transfer.iban],
    [t('prepaidAccount.topUp.bic'), transfer.bic],
    [t('prepaidAccount.topUp.bank'), transfer.bank],
    [t('prepaidAccount.topUp.reference'), transfer.reference],
    [t('prepaidAccount.topUp.transferAmount'), transfer.amount_display],
  ];
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="transfer-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="transfer-heading">
          {t('prepaidAccount.topUp.transferHeading', { amount: transfer.amount_display })}
        </Title>
        <Alert color="brand" role="status">
          <Text size="sm">{t('prepaidAccount.topUp.transferIntro')}</Text>
        </Alert>
        <Table withRowBorders={false} maw={520}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" fw={500}>
                  {label}
                </Table.Th>
                <Table.Td ff={label === t('prepaidAccount.topUp.iban') || label === t('prepaidAccount.topUp.reference') ? 'monospace' : undefined}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <div>
          <Button variant="light" onClick={onAnother}>
            {t('prepaidAccount.topUp.another')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
