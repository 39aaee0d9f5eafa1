import { useEffect, useRef, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import thTH from 'antd/locale/th_TH';
import { STORAGE_KEYS } from '@suanklang/shared';
import { applyLanguage } from '../lib/preferences/language';
import { reloadPreferences, usePreferences } from '../lib/preferences/preferences';
import { queryClient } from '../lib/query-client';
import { propertyKeys } from '../lib/query-keys';
import { SESSION_KEYS, reloadSession } from '../lib/session/session';
import { THEME } from './theme';

// The static dialogs (Modal.confirm and the like in components/dialogs.ts) render outside this tree: they take
// the same theme, or their buttons would keep antd's paler blue and red.
ConfigProvider.config({
  holderRender: (children) => <ConfigProvider theme={THEME}>{children}</ConfigProvider>,
});

/**
 * Data follows the language and the property: a language change refetches (server texts are localised), a
 * property change drops every property-scoped answer so nothing of the previous property stays on screen.
 */
function useScopeFollowers() {
  const { lang, propertyCode } = usePreferences();
  const previous = useRef({ lang, propertyCode });

  useEffect(() => {
    applyLanguage(lang);
  }, [lang]);

  useEffect(() => {
    const before = previous.current;
    previous.current = { lang, propertyCode };
    if (before.propertyCode !== propertyCode) {
      void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== propertyKeys.all[0] });
    } else if (before.lang !== lang) {
      void queryClient.invalidateQueries();
    }
  }, [lang, propertyCode]);

  // Another tab changed the language, the property or the session.
  useEffect(() => {
    const sessionKeys: string[] = [STORAGE_KEYS.token, STORAGE_KEYS.username, SESSION_KEYS.expiresAt];
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.language || event.key === STORAGE_KEYS.property) {
        reloadPreferences();
      }
      if (event.key === null || sessionKeys.includes(event.key)) reloadSession();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return lang;
}

/**
 * Query cache, antd (locale following the language, the theme of theme.ts) and antd's App context for messages
 * and modals.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const lang = useScopeFollowers();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={lang === 'th' ? thTH : enUS} theme={THEME}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
