import { useEffect, useState } from 'react';

/**
 * What a picker that searches on the server asks for: the typed text, trimmed, 300 ms after the last key; and
 * whether to fetch at all (not before the list is first opened or something is typed).
 */
export function useSearchKeyword() {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);

  return {
    keyword,
    wanted: opened || keyword !== '',
    /** For antd Select's `showSearch.onSearch`. */
    onSearch: setTyped,
    /** For antd Select's `onOpenChange`. */
    onOpenChange: (open: boolean) => {
      if (open) setOpened(true);
    },
  };
}
