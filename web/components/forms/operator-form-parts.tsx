import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { STATUS_COLORS } from '@web/app/theme';

/**
 * The pieces the forms that write to the operator share (the abuse report, the support request):
 * the checks of the server's schemas with messages a person understands, and the confirmation.
 */

export interface FieldProblem {
  /** The text's key under the form's `errors`. */
  key: string;
  max?: number;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Too long for its field, or a line break or other control character in a one-line field. */
export function lengthAndLineProblems<Field extends string>(
  values: Record<Field, string>,
  max: Record<Field, number>,
  multiLine: readonly Field[],
): Partial<Record<Field, FieldProblem>> {
  const problems: Partial<Record<Field, FieldProblem>> = {};
  for (const field of Object.keys(max) as Field[]) {
    const value = values[field].trim();
    if (value.length > max[field]) problems[field] = { key: 'tooLong', max: max[field] };
    else if (!multiLine.includes(field) && CONTROL.test(value)) problems[field] = { key: 'oneLine' };
  }
  return problems;
}

export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** The confirmation that replaces a sent form; it takes the focus, since the button pressed is gone. */
export function FormSent({ message, againLabel, onAgain }: { message: string; againLabel: string; onAgain: () => void }) {
  const sent = useRef<HTMLDivElement>(null);
  useEffect(() => sent.current?.focus(), []);
  return (
    <Stack mt="xl" maw="40rem">
      <Alert ref={sent} tabIndex={-1} color={STATUS_COLORS.success} role="status">
        {message}
      </Alert>
      <Group>
        <Button variant="light" onClick={onAgain}>
          {againLabel}
        </Button>
      </Group>
    </Stack>
  );
}
