import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { applyTheme } from './lib/theme.ts';
// The translator, registered before any component asks for it (English unless a hosted page switches).
import './i18n/i18n.ts';
import './styles.css';

applyTheme();
// 'system' follows the OS setting live on every page, the hosted ones too (only the dashboard shell's theme menu listened before).
window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', () => applyTheme());
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
