import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Code, Group, NativeSelect, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DnsFieldErrors, DnsRecordType } from '@common/dns/records/record-shape';
import { DNS_RECORD_TYPES, smimeaOwner } from '@common/dns/records';
import { errorMessage } from '@common/errors/error-messages';
import { STATUS_COLORS } from '@web/app/theme';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { isApiRequestError } from '@web/lib/api-client';
import { validateRecord } from '../api/dns-zone';
import { fromLocalInput, toLocalInput } from '../format-date-time';
import { contentOf, offersWww, wwwName, type CheckedRecord, type RecordContent } from '../model/local-zone';
import {
  emptyContent,
  fieldOn,
  fieldText,
  nameLabel,
  RECORD_FIELDS,
  WWW_TYPES,
  withField,
  withType,
  type FieldDefinition,
} from '../model/record-fields';
import { previewRdata } from '../model/rdata-preview';
import { recordFieldErrors } from '../model/save-errors';
import type { DnsRecordInput } from '@common/dns/records/record-shape';
import { DialogShell } from '@web/components/ui/dialog-shell';
import '../dns-texts';

export type RecordFormMode = 'add' | 'edit' | 'duplicate';

export interface RecordFormRequest {
  mode: RecordFormMode;
  /** The record being edited or copied. */
  id?: string;
  content?: RecordContent;
}

interface Props {
  request: RecordFormRequest | null;
  /** The zone's A-label name, for the preview and the hints. */
  zone: string;
  zoneUtf8: string;
  /** The records the server checks this one against (added or changed so far, not this one). */
  addedRecords: (exceptId?: string) => DnsRecordInput[];
  onClose: () => void;
  /** The checked record(s): one, or two with the www option. */
  onDone: (records: CheckedRecord[]) => void;
}

/**
 * Adds, changes or copies one record with a form of the type's own fields (spec §3, issue 16:
 * not one raw value box), a live RDATA preview, and the server's check before the record is
 * taken into the list (spec §4); field errors appear on their fields.
 */
export function RecordFormDialog(props: Props) {
  const { t } = useTranslation();
  const { request, onClose } = props;
  const title = request ? t(`dns.form.title.${request.mode}`) : '';
  return (
    <DialogShell opened={request !== null} onClose={onClose} title={title} size="lg">
      {request && <RecordForm key={`${request.mode}-${request.id ?? ''}`} {...props} request={request} />}
    </DialogShell>
  );
}

function RecordForm({ request, zone, zoneUtf8, addedRecords, onClose, onDone }: Props & { request: RecordFormRequest }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const [content, setContent] = useState<RecordContent>(() => request.content ?? emptyContent('A'));
  const [ttlText, setTtlText] = useState(String(content.ttl));
  const [www, setWww] = useState(false);
  const [smimeaUser, setSmimeaUser] = useState('');
  const [errors, setErrors] = useState<DnsFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const fields = RECORD_FIELDS[content.type];
  const preview = useMemo(() => previewRdata(content, zone), [content, zone]);
  const canWww = request.mode !== 'edit' && WWW_TYPES.has(content.type) && offersWww(content.name);

  function change(next: RecordContent) {
    setContent(next);
  }

  function fieldError(path: string): string | undefined {
    return errors[path];
  }

  async function check(record: RecordContent, exceptId: string | undefined, extra: DnsRecordInput[]): Promise<CheckedRecord> {
    const input: DnsRecordInput = { ...record, ...(request.mode === 'edit' && request.id ? { id: request.id } : {}) };
    const stored = await validateRecord(zone, input, [...addedRecords(exceptId), ...extra]);
    // The server answers the record as it would store it (names, hex and text normalized).
    const checked = contentOf({ ...record, ...stored, parameters: stored.parameters ?? record.parameters });
    return { content: checked, rdata: stored.rdata || previewRdata(checked, zone) };
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const ttl = Number(ttlText.trim());
    setErrors({});
    setFormError(null);
    // The request's schema takes whole numbers only; anything else is named here, at the field.
    if (ttlText.trim() === '' || !Number.isInteger(ttl)) {
      setErrors({ ttl: t('dns.form.ttlNumber') });
      return;
    }
    setPending(true);
    try {
      const first = await check({ ...content, ttl }, request.mode === 'edit' ? request.id : undefined, []);
      const checked = [first];
      if (canWww && www) {
        try {
          checked.push(await check({ ...first.content, name: wwwName(first.content.name) }, undefined, [{ ...first.content }]));
        } catch (error) {
          setFormError(t('dns.form.wwwFailed', { name: wwwName(first.content.name), message: failureText(error, language) }));
          return;
        }
      }
      onDone(checked);
    } catch (error) {
      if (isApiRequestError(error)) {
        const { fields: byField, other } = recordFieldErrors(error.errors);
        const shown = new Set(['name', 'ttl', 'comments', 'active_from', 'active_until', ...fields.map((field) => field.path)]);
        const unshown = Object.entries(byField).filter(([field]) => !shown.has(field));
        setErrors(byField);
        const messages = [
          ...other.map((entry) => errorMessage(language, entry.code, entry.message)),
          ...unshown.map(([, message]) => message),
        ];
        setFormError(messages.length > 0 ? messages.join(' ') : null);
      } else {
        setFormError(failureText(error, language));
      }
    } finally {
      setPending(false);
    }
  }

  const typeOptions = DNS_RECORD_TYPES.map((type) => ({ value: type, label: t(`dns.types.${type}`) }));
  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="sm">
        <NativeSelect
          label={t('dns.fields.type')}
          data={typeOptions}
          value={content.type}
          disabled={request.mode === 'edit'}
          onChange={(event) => change(withType(content, event.currentTarget.value as DnsRecordType))}
        />
        {content.type === 'SMIMEA' && (
          <TextInput
            label={t('dns.form.smimeaUser')}
            description={t('dns.form.smimeaUserHint', { domain: zoneUtf8 })}
            value={smimeaUser}
            onChange={(event) => {
              const local = event.currentTarget.value;
              setSmimeaUser(local);
              // RFC 8162 §3: the owner is a hash of the local part, which nobody types by hand.
              if (local.trim()) change({ ...content, name: smimeaOwner(local.trim()) });
            }}
            spellCheck={false}
            autoComplete="off"
          />
        )}
        <TextInput
          label={t(`dns.fields.${nameLabel(content.type)}`)}
          description={t(content.type === 'MAILFW' ? 'dns.form.localPartHint' : 'dns.form.nameHint', { domain: zoneUtf8 })}
          value={content.name}
          onChange={(event) => change({ ...content, name: event.currentTarget.value })}
          error={fieldError('name')}
          spellCheck={false}
          autoComplete="off"
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {fields
            .filter((field) => !field.shownWith || content.parameters[field.shownWith] === true)
            .map((field) => (
              <TypedField key={field.path} field={field} content={content} onChange={change} error={fieldError(field.path)} />
            ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('dns.fields.ttl')}
            description={t('dns.form.ttlHint')}
            value={ttlText}
            onChange={(event) => setTtlText(event.currentTarget.value)}
            inputMode="numeric"
            error={fieldError('ttl')}
          />
          <TextInput
            label={t('dns.fields.comments')}
            value={content.comments}
            onChange={(event) => change({ ...content, comments: event.currentTarget.value })}
            error={fieldError('comments')}
            maxLength={255}
          />
          <TextInput
            type="datetime-local"
            label={t('dns.fields.activeFrom')}
            description={t('dns.form.activeFromHint')}
            value={toLocalInput(content.active_from)}
            onChange={(event) => change({ ...content, active_from: fromLocalInput(event.currentTarget.value) })}
            error={fieldError('active_from')}
          />
          <TextInput
            type="datetime-local"
            label={t('dns.fields.activeUntil')}
            description={t('dns.form.activeUntilHint')}
            value={toLocalInput(content.active_until)}
            onChange={(event) => change({ ...content, active_until: fromLocalInput(event.currentTarget.value) })}
            error={fieldError('active_until')}
          />
        </SimpleGrid>
        {canWww && (
          <Checkbox
            label={t('dns.form.www', { name: wwwName(content.name) })}
            description={t('dns.form.wwwHint')}
            checked={www}
            onChange={(event) => setWww(event.currentTarget.checked)}
          />
        )}
        <div>
          <Text size="sm" fw={500} id="rdata-preview-label">
            {t('dns.form.preview')}
          </Text>
          <Code block aria-labelledby="rdata-preview-label" aria-live="polite" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {preview || t('dns.form.previewEmpty')}
          </Code>
        </div>
        {formError && (
          <Alert color={STATUS_COLORS.error} role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('dns.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t(`dns.form.submit.${request.mode}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function failureText(error: unknown, language: 'en' | 'de'): string {
  if (isApiRequestError(error)) {
    const first = error.errors[0];
    return first?.field ? first.message : errorMessage(language, first?.code, first?.message);
  }
  return errorMessage(language, undefined);
}

function TypedField({
  field,
  content,
  onChange,
  error,
}: {
  field: FieldDefinition;
  content: RecordContent;
  onChange: (next: RecordContent) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation();
  const label = t(`dns.fields.${field.label}`);
  const hintKey = `dns.hints.${field.label}`;
  const description = i18n.exists(hintKey) ? t(hintKey) : undefined;
  // Only the typed value is monospace; the label and hint stay in the form's font.
  const mono = field.mono ? { styles: { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } } : {};
  switch (field.kind) {
    case 'switch':
      return (
        <Switch
          label={label}
          description={description}
          checked={fieldOn(content, field)}
          onChange={(event) => onChange(withField(content, field, event.currentTarget.checked))}
          error={error}
          style={{ alignSelf: 'center' }}
        />
      );
    case 'select':
      return (
        <NativeSelect
          label={label}
          description={description}
          data={(field.options ?? []).map((option) => ({
            value: option.value,
            label: option.label ? t(`dns.choices.${option.label}`) : option.value,
          }))}
          value={fieldText(content, field)}
          onChange={(event) => onChange(withField(content, field, event.currentTarget.value))}
          error={error}
        />
      );
    case 'textarea':
      return (
        <Textarea
          label={label}
          description={description}
          value={fieldText(content, field)}
          onChange={(event) => onChange(withField(content, field, event.currentTarget.value))}
          error={error}
          autosize
          minRows={2}
          maxRows={8}
          spellCheck={false}
          style={{ gridColumn: '1 / -1' }}
          {...mono}
        />
      );
    default:
      return (
        <TextInput
          label={label}
          description={description}
          value={fieldText(content, field)}
          onChange={(event) => onChange(withField(content, field, event.currentTarget.value))}
          error={error}
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          spellCheck={false}
          autoComplete="off"
          {...mono}
        />
      );
  }
}
