import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { applyLocaleToDocument, getLocale } from './shared/i18n/index.ts';
import './styles/index.css';

applyLocaleToDocument(getLocale());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
