import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserApp } from './app/App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserApp />
  </StrictMode>,
);
