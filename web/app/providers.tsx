import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@web/i18n/i18n';
import { SnackbarHost } from '@web/lib/app-snackbar';
import { queryClient } from '@web/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

/** Everything the pages rely on: theme, server state, translations and the snackbar host. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <SnackbarHost />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
