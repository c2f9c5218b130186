import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@web/app/app';
import { createAppRouter } from '@web/app/router';
import { initI18n } from '@web/i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// The router starts the session at once; the texts of the browser language load meanwhile.
const router = createAppRouter();
void initI18n().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);
