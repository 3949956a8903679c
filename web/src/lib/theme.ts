import { useSyncExternalStore } from 'react';

export type ThemeChoice = 'light' | 'dark' | 'system';
const KEY = 'gatehouse.theme';
const listeners = new Set<() => void>();

function systemDark() {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-color-scheme: dark)').matches;
}

export function getTheme(): ThemeChoice {
  try {
    const t = localStorage.getItem(KEY);
    return t === 'light' || t === 'dark' ? t : 'system';
  } catch {
    return 'system';
  }
}

/** Applies the choice to <html>; 'system' follows the OS setting until the user picks one. */
export function applyTheme(choice: ThemeChoice = getTheme()) {
  const dark = choice === 'dark' || (choice === 'system' && systemDark());
  document.documentElement.classList.toggle('dark', dark);
}

export function setTheme(choice: ThemeChoice) {
  try {
    if (choice === 'system') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, choice);
  } catch {
    /* storage disabled: the choice lasts for this page only */
  }
  applyTheme(choice);
  for (const l of listeners) l();
}

export function useTheme(): ThemeChoice {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      const mq = window.matchMedia?.('(prefers-color-scheme: dark)');
      const onChange = () => applyTheme();
      mq?.addEventListener?.('change', onChange);
      return () => {
        listeners.delete(l);
        mq?.removeEventListener?.('change', onChange);
      };
    },
    getTheme,
    () => 'system',
  );
}
