import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import type { Language } from '@common/i18n/languages';
import { STATUS_COLORS } from '@web/app/theme';
import { isApiRequestError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import type { FieldProblem } from './operator-form-parts';

interface OperatorFormOptions<Field extends string, Values extends Record<Field, string>, Result> {
  /** The user's language, for the server's messages. */
  language: Language;
  empty: () => Values;
  validate: (values: Values) => Partial<Record<Field, FieldProblem>>;
  /** Sends the checked values (the hook trims the text fields first). */
  send: (values: Values) => Promise<Result>;
  /** The text of a problem found in the browser, from the form's `errors` texts. */
  problemText: (problem: FieldProblem) => string;
}

/**
 * The state the forms that write to the operator share (the abuse report, the support request):
 * the values, the browser's checks shown from the first submit on, the field the server refused
 * (its message under that field), and starting again after a sent form.
 */
export function useOperatorForm<Field extends string, Values extends Record<Field, string>, Result>(
  options: OperatorFormOptions<Field, Values, Result>,
) {
  const { language } = options;
  const [values, setValues] = useState<Values>(options.empty);
  const [checked, setChecked] = useState(false);
  const mutation = useMutation({ mutationFn: options.send });

  const problems: Partial<Record<Field, FieldProblem>> = checked ? options.validate(values) : {};
  const serverField = isApiRequestError(mutation.error) ? (mutation.error.errors[0]?.field as Field | undefined) : undefined;

  return {
    values,
    mutation,
    /** The server's refusal when it names no field of the form; shown above the submit button. */
    formError: mutation.isError && !serverField ? errorText(mutation.error, language) : undefined,
    set: (field: keyof Values) => (value: string) => setValues((current) => ({ ...current, [field]: value })),
    fieldError(field: Field): string | undefined {
      const problem = problems[field];
      if (problem) return options.problemText(problem);
      if (serverField === field) return errorText(mutation.error, language);
      return undefined;
    },
    submit(event: FormEvent) {
      event.preventDefault();
      setChecked(true);
      if (Object.keys(options.validate(values)).length > 0) return;
      const trimmed = Object.fromEntries(
        Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
      ) as Values;
      mutation.mutate(trimmed);
    },
    startAgain() {
      mutation.reset();
      setValues(options.empty());
      setChecked(false);
    },
  };
}

/** The frame of such a form: its heading, its fields, the server's general refusal and the submit button. */
export function OperatorFormFrame({
  id,
  heading,
  submitLabel,
  formError,
  mutation,
  onSubmit,
  children,
}: {
  id: string;
  heading: string;
  submitLabel: string;
  formError: string | undefined;
  mutation: Pick<UseMutationResult<unknown, unknown, never>, 'isPending'>;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <Stack mt="xl" maw="40rem" gap="sm">
        <Title order={2} id={`${id}-title`}>
          {heading}
        </Title>
        {children}
        {formError && (
          <Alert color={STATUS_COLORS.error} role="alert">
            {formError}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
