import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loadLanguage, storedLang } from './i18n';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { mountLiveRegion } from './components/announce';
import { trackFocus } from './components/focus-return';
import { installDrawerKeys } from './components/keys';
import './app/global.css';

const router = createAppRouter();
// Before the first screen: the live region must be in the page before it speaks, and focus is followed from the
// first key.
mountLiveRegion();
trackFocus();
installDrawerKeys();
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
