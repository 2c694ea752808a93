import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { siteByLang } from '@news/contract/sites';
import { AppShell } from './AppShell.tsx';
import { LANGUAGE_STORAGE_KEY, resolveLang } from './lib/currentLang.ts';
import './styles.css';

const lang = resolveLang(
  window.location.hash,
  localStorage.getItem(LANGUAGE_STORAGE_KEY),
  navigator.language,
);
document.documentElement.lang = siteByLang(lang).locale;

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppShell lang={lang} />
    </StrictMode>,
  );
}
