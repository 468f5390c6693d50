// Build-time render of the landing page (scripts/vite-landing.mjs): the HTML the server
// sends for /, hydrated by main.tsx. Same tree as main.tsx renders, so hydration matches.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import LandingPage from './landing-page.tsx';

export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <LandingPage />
    </StrictMode>,
  );
}
