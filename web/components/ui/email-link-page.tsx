import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Button, Container, Group, Paper, Stack } from '@mantine/core';
import { ErrorCode } from '@common/errors/error-codes';
import { CenteredLoader } from '@web/components/ui/centered-loader';
import { PageTitle } from '@web/components/ui/page-title';
import { titledAlert } from '@web/components/ui/alert-colors';
import { isApiRequestError } from '@web/lib/api-client';

/** The one-shot action of a mailed link: a react-query mutation that takes the token. */
interface LinkAction<Result> {
  mutate(token: string): void;
  isSuccess: boolean;
  isError: boolean;
  isPending: boolean;
  data: Result | undefined;
  error: unknown;
}

interface EmailLinkPageProps<Result> {
  title: string;
  token: string;
  tokenWellFormed: boolean;
  action: LinkAction<Result>;
  /** Heading of every failure. */
  failedTitle: string;
  /** No token in the link, or one that cannot be right. */
  missingTokenText: string;
  badTokenText: string;
  /** The server's refusal of the request; `linkRefused`: the token is unknown or used up (no retry then). */
  errorContent(error: unknown, linkRefused: boolean): ReactNode;
  /** A text, or one chosen by the result (a link opened again). */
  doneTitle: string | ((result: Result) => string);
  doneContent(result: Result): ReactNode;
  retryLabel: string;
  /** Where to go from here (home, dashboard, login). */
  next: ReactNode;
}

/**
 * A page opened from a link in an e-mail (address verification, MAILFW confirmation). The token is
 * used with a POST once the page runs, never by the page being fetched, so a mail scanner that
 * prefetches the link changes nothing; then the outcome, with a retry when the failure was not the
 * link's own.
 */
export function EmailLinkPage<Result>(props: EmailLinkPageProps<Result>) {
  const { token, tokenWellFormed, action } = props;
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Once per token, also under React's development double effects and later renders.
    if (!tokenWellFormed || sent.current === token) return;
    sent.current = token;
    action.mutate(token);
  }, [token, tokenWellFormed, action]);

  let content;
  if (!tokenWellFormed) {
    content = (
      <Stack gap="md">
        <Alert {...titledAlert('error')} role="alert" title={props.failedTitle}>
          {token ? props.badTokenText : props.missingTokenText}
        </Alert>
        {props.next}
      </Stack>
    );
  } else if (action.isSuccess && action.data !== undefined) {
    content = (
      <Stack gap="md">
        <Alert
          {...titledAlert('success')}
          role="status"
          title={typeof props.doneTitle === 'string' ? props.doneTitle : props.doneTitle(action.data)}
        >
          {props.doneContent(action.data)}
        </Alert>
        {props.next}
      </Stack>
    );
  } else if (action.isError) {
    const linkRefused = isApiRequestError(action.error) && action.error.code === ErrorCode.TokenInvalid;
    content = (
      <Stack gap="md">
        <Alert {...titledAlert('error')} role="alert" title={props.failedTitle}>
          {props.errorContent(action.error, linkRefused)}
        </Alert>
        <Group gap="sm">
          {!linkRefused && (
            <Button onClick={() => action.mutate(token)} loading={action.isPending}>
              {props.retryLabel}
            </Button>
          )}
          {props.next}
        </Group>
      </Stack>
    );
  } else {
    content = <CenteredLoader />;
  }

  return (
    <Container size="xs" px={0}>
      <PageTitle>{props.title}</PageTitle>
      <Paper withBorder p="lg" aria-live="polite">
        {content}
      </Paper>
    </Container>
  );
}
