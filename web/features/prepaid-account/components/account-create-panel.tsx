import { Alert, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import '../prepaid-account-texts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorCode } from '@common/errors/error-codes';
import { paths } from '@web/app/paths';
import { STATUS_COLORS } from '@web/app/theme';
import { useLocalization, useUser } from '@web/features/session/hooks/use-session';
import { isApiRequestError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { snackbar } from '@web/lib/app-snackbar';
import { useCreateAccount } from '../api/create-account';

/**
 * Opening the prepaid account (spec §2.1 `/user/account/create`): what it is, the button, then the
 * overview. A user without the permission (spec §6) reads why there is none.
 */
export function AccountCreatePanel() {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const user = useUser();
  const navigate = useNavigate();
  const create = useCreateAccount();

  if (user?.account) {
    return (
      <Alert color={STATUS_COLORS.info} title={t('prepaidAccount.create.already')}>
        <Button component={Link} to={paths.accountOverview.getHref()} mt="xs" size="sm">
          {t('prepaidAccount.create.toOverview')}
        </Button>
      </Alert>
    );
  }
  if (user?.properties.user_account_permission !== 1) {
    return (
      <Alert color={STATUS_COLORS.warning} c="gray.9" title={t('prepaidAccount.create.notAllowedTitle')}>
        {t('prepaidAccount.create.notAllowed')}
      </Alert>
    );
  }

  const goToOverview = () => {
    snackbar.success(t('prepaidAccount.create.opened'));
    void navigate(paths.accountOverview.getHref());
  };
  const failed = create.isError && !(isApiRequestError(create.error) && create.error.code === ErrorCode.AccountExists);

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="account-create-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="account-create-heading">
          {t('prepaidAccount.create.heading')}
        </Title>
        <Text>{t('prepaidAccount.create.intro')}</Text>
        <List spacing="xs">
          <List.Item>{t('prepaidAccount.create.point1')}</List.Item>
          <List.Item>{t('prepaidAccount.create.point2')}</List.Item>
          <List.Item>{t('prepaidAccount.create.point3')}</List.Item>
        </List>
        {failed && (
          <Alert color={STATUS_COLORS.error} role="alert">
            {errorText(create.error, language)}
          </Alert>
        )}
        <div>
          <Button
            onClick={() =>
              create.mutate(undefined, {
                onSuccess: goToOverview,
                onError: (error) => isApiRequestError(error) && error.code === ErrorCode.AccountExists && goToOverview(),
              })
            }
            loading={create.isPending}
          >
            {t('prepaidAccount.create.submit')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
