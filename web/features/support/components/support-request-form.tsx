import { Select, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  SUPPORT_REQUEST_LIMITS,
  SUPPORT_TOPICS,
  type SupportRequestBody,
  type SupportRequestResult,
  type SupportTopic,
} from '@common/api/content.contract';
import { FormSent, lengthAndLineProblems, looksLikeEmail, type FieldProblem } from '@web/components/forms/operator-form-parts';
import { OperatorFormFrame, useOperatorForm } from '@web/components/forms/use-operator-form';
import { useLocalization, useUser } from '@web/features/session/hooks/use-session';
import { apiClient } from '@web/lib/api-client';
import '../support-texts';

type Field = 'name' | 'email' | 'subject' | 'message';
type Values = Record<Field, string> & { topic: SupportTopic };

/** The checks of the server's schema, with a message a person understands (the server checks again). */
export function validateSupportRequest(values: Values): Partial<Record<Field, FieldProblem>> {
  const errors = lengthAndLineProblems<Field>(values, SUPPORT_REQUEST_LIMITS, ['message']);
  const trimmed = (field: Field) => values[field].trim();
  if (!errors.name && !trimmed('name')) errors.name = { key: 'required' };
  if (!errors.email && !looksLikeEmail(trimmed('email'))) errors.email = { key: trimmed('email') ? 'email' : 'required' };
  if (!errors.subject && trimmed('subject').length < 3) errors.subject = { key: trimmed('subject') ? 'subjectShort' : 'required' };
  if (!errors.message && trimmed('message').length < 20) errors.message = { key: trimmed('message') ? 'messageShort' : 'required' };
  return errors;
}

/**
 * The support page's contact form (/cms/support; decision 056): mailed to the operator's support
 * address, with the customer number when logged in. A logged-in customer's address is filled in.
 */
export function SupportRequestForm() {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const user = useUser();
  const form = useOperatorForm({
    language,
    empty: (): Values => ({ name: '', email: user?.login ?? '', topic: 'domain', subject: '', message: '' }),
    validate: validateSupportRequest,
    send: (body: SupportRequestBody) => apiClient.post<SupportRequestResult>('/content/support-request', body),
    problemText: (problem) => t(`support.form.errors.${problem.key}`, { max: problem.max }),
  });
  const { values, set, fieldError } = form;

  if (form.mutation.isSuccess) {
    return (
      <FormSent
        message={t('support.form.sent', { reference: form.mutation.data.reference })}
        againLabel={t('support.form.another')}
        onAgain={form.startAgain}
      />
    );
  }

  return (
    <OperatorFormFrame
      id="support-form"
      heading={t('support.form.heading')}
      submitLabel={t('support.form.submit')}
      formError={form.formError}
      mutation={form.mutation}
      onSubmit={form.submit}
    >
      <Text>{t('support.form.intro')}</Text>
      <TextInput
        label={t('support.form.name')}
        autoComplete="name"
        required
        value={values.name}
        onChange={(event) => set('name')(event.currentTarget.value)}
        error={fieldError('name')}
        maxLength={SUPPORT_REQUEST_LIMITS.name}
      />
      <TextInput
        label={t('support.form.email')}
        description={t('support.form.emailHint')}
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(event) => set('email')(event.currentTarget.value)}
        error={fieldError('email')}
        maxLength={SUPPORT_REQUEST_LIMITS.email}
      />
      <Select
        label={t('support.form.topic')}
        required
        allowDeselect={false}
        data={SUPPORT_TOPICS.map((topic) => ({ value: topic, label: t(`support.form.topics.${topic}`) }))}
        value={values.topic}
        onChange={(value) => value && set('topic')(value)}
      />
      <TextInput
        label={t('support.form.subject')}
        required
        value={values.subject}
        onChange={(event) => set('subject')(event.currentTarget.value)}
        error={fieldError('subject')}
        maxLength={SUPPORT_REQUEST_LIMITS.subject}
      />
      <Textarea
        label={t('support.form.message')}
        description={t('support.form.messageHint')}
        required
        rows={7}
        value={values.message}
        onChange={(event) => set('message')(event.currentTarget.value)}
        error={fieldError('message')}
        maxLength={SUPPORT_REQUEST_LIMITS.message}
      />
      {user && <Text size="sm">{t('support.form.customer', { id: user.id })}</Text>}
    </OperatorFormFrame>
  );
}
