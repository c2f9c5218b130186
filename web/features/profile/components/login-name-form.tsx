import { useState, type FormEvent } from 'react';
import '../profile-texts';
import { Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { setLoginNameBodySchema, type ProfileGeneral } from '@common/api/account.contract';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { useSetLoginName } from '../api/set-login-name';
import { fieldMessage } from '../field-messages';
import { splitServerError } from '../form-errors';

const NAME_MAX = 100;

/** The name the shop greets the customer with (the login itself is the e-mail address). */
export function LoginNameForm({ profile }: { profile: ProfileGeneral }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const setName = useSetLoginName();
  const [name, setNameValue] = useState(profile.name ?? '');
  const [error, setError] = useState<string | undefined>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = fieldMessage(setLoginNameBodySchema.shape.name, name, t, { max: NAME_MAX });
    setError(message);
    if (message) return;
    setName.mutate(name.trim(), {
      onSuccess: (saved) => {
        setNameValue(saved.name ?? '');
        snackbar.success(t('profile.general.nameSaved'));
      },
      onError: (failure) => setError(splitServerError(failure, ['name'], language).message),
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm" maw="28rem">
        <TextInput
          label={t('profile.general.name')}
          description={t('profile.general.nameHint')}
          name="name"
          autoComplete="name"
          maxLength={NAME_MAX}
          value={name}
          error={error}
          onChange={(event) => setNameValue(event.currentTarget.value)}
        />
        <Button type="submit" loading={setName.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('profile.save')}
        </Button>
      </Stack>
    </form>
  );
}
