import { Select, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ABUSE_KINDS, ABUSE_LIMITS, type AbuseKind, type AbuseReportBody, type AbuseReportResult } from '@common/api/content.contract';
import { FormSent, lengthAndLineProblems, looksLikeEmail, type FieldProblem } from '@web/components/forms/operator-form-parts';
import { OperatorFormFrame, useOperatorForm } from '@web/components/forms/use-operator-form';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { apiClient } from '@web/lib/api-client';
import '../content-texts';

type Field = 'name' | 'email' | 'domain' | 'evidence_url' | 'message';
type Values = Record<Field, string> & { kind: AbuseKind };
const EMPTY: Values = { name: '', email: '', domain: '', kind: 'phishing', evidence_url: '', message: '' };

const MAX: Record<Field, number> = {
  name: ABUSE_LIMITS.name,
  email: ABUSE_LIMITS.email,
  domain: ABUSE_LIMITS.domain,
  evidence_url: ABUSE_LIMITS.evidenceUrl,
  message: ABUSE_LIMITS.message,
};

/** The checks of the server's schema, with a message a person understands (the server checks again). */
export function validateAbuseReport(values: Values): Partial<Record<Field, FieldProblem>> {
  const errors = lengthAndLineProblems<Field>(values, MAX, ['message']);
  const trimmed = (field: Field) => values[field].trim();
  if (!errors.name && !trimmed('name')) errors.name = { key: 'required' };
  if (!errors.email && !looksLikeEmail(trimmed('email'))) errors.email = { key: trimmed('email') ? 'email' : 'required' };
  if (!errors.domain && !/^[^\s@/]+\.[^\s@/]+$/.test(trimmed('domain'))) errors.domain = { key: trimmed('domain') ? 'domain' : 'required' };
  if (!errors.evidence_url && trimmed('evidence_url') && !/^https?:\/\/[^\s]+$/i.test(trimmed('evidence_url')))
    errors.evidence_url = { key: 'url' };
  if (!errors.message && trimmed('message').length < 20) errors.message = { key: trimmed('message') ? 'messageShort' : 'required' };
  return errors;
}

/** The report-abuse form (/cms/report-abuse): sent to the operator's abuse team by mail. */
export function AbuseReportForm() {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const form = useOperatorForm({
    language,
    empty: () => EMPTY,
    validate: validateAbuseReport,
    send: (body: AbuseReportBody) => apiClient.post<AbuseReportResult>('/content/abuse-report', body),
    problemText: (problem) => t(`content.abuse.errors.${problem.key}`, { max: problem.max }),
  });
  const { values, set, fieldError } = form;

  if (form.mutation.isSuccess) {
    return (
      <FormSent
        message={t('content.abuse.sent', { reference: form.mutation.data.reference })}
        againLabel={t('content.abuse.another')}
        onAgain={form.startAgain}
      />
    );
  }

  return (
    <OperatorFormFrame
      id="abuse-form"
      heading={t('content.abuse.heading')}
      submitLabel={t('content.abuse.submit')}
      formError={form.formError}
      mutation={form.mutation}
      onSubmit={form.submit}
    >
      <TextInput
        label={t('content.abuse.name')}
        autoComplete="name"
        required
        value={values.name}
        onChange={(event) => set('name')(event.currentTarget.value)}
        error={fieldError('name')}
        maxLength={ABUSE_LIMITS.name}
      />
      <TextInput
        label={t('content.abuse.email')}
        description={t('content.abuse.emailHint')}
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(event) => set('email')(event.currentTarget.value)}
        error={fieldError('email')}
        maxLength={ABUSE_LIMITS.email}
      />
      <TextInput
        label={t('content.abuse.domain')}
        placeholder={t('content.abuse.domainPlaceholder')}
        required
        value={values.domain}
        onChange={(event) => set('domain')(event.currentTarget.value)}
        error={fieldError('domain')}
        maxLength={ABUSE_LIMITS.domain}
      />
      <Select
        label={t('content.abuse.kind')}
        required
        allowDeselect={false}
        data={ABUSE_KINDS.map((kind) => ({ value: kind, label: t(`content.abuse.kinds.${kind}`) }))}
        value={values.kind}
        onChange={(value) => value && set('kind')(value)}
      />
      <TextInput
        label={t('content.abuse.evidence')}
        description={t('content.abuse.evidenceHint')}
        type="url"
        value={values.evidence_url}
        onChange={(event) => set('evidence_url')(event.currentTarget.value)}
        error={fieldError('evidence_url')}
        maxLength={ABUSE_LIMITS.evidenceUrl}
      />
      <Textarea
        label={t('content.abuse.message')}
        description={t('content.abuse.messageHint')}
        required
        rows={7}
        value={values.message}
        onChange={(event) => set('message')(event.currentTarget.value)}
        error={fieldError('message')}
        maxLength={ABUSE_LIMITS.message}
      />
    </OperatorFormFrame>
  );
}
