import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loadLanguage, storedLang } from './i18n';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

function render(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

// The first paint waits for the texts of the language shown (a failed download still renders, showing keys).
void loadLanguage(storedLang()).then(
  () => render(container),
  () => render(container),
);
