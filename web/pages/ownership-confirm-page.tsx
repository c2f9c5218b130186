import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@web/components/ui/page-title';
import { OwnershipConfirmation } from '@web/features/ownership/components/ownership-confirmation';

/** `/domain/ownership/confirm?token=…`: the link mailed to the prior and the new registrant (no login). */
export function OwnershipConfirmPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <Container size="sm" px={0}>
      <PageTitle>{t('pages.ownershipConfirm.title')}</PageTitle>
      <OwnershipConfirmation token={searchParams.get('token') ?? ''} />
    </Container>
  );
}
