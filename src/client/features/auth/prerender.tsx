// Build-time render of /auth's login form (scripts/vite-landing.ts): the HTML the server sends
// for /auth, which main.tsx hydrates. Nearly everyone who opens /auth is signed out, so a phone
// paints the form from the HTML instead of after React, the router and the page have arrived.
// The tree is the app's own (app.tsx) at /auth, so hydration finds the same elements.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppTree } from '../../app.tsx';
import { PAGES } from '../../pages.ts';

export async function renderAuth(): Promise<string> {
  // The page is drawn at once only when its code is there, as main.tsx makes sure in the browser.
  await PAGES.auth.preload();
  const AtAuth = ({ children }: { children: ReactNode }) => <StaticRouter location="/auth">{children}</StaticRouter>;
  return renderToString(<AppTree router={AtAuth} />);
}
