import './index.css';
import { routeOf } from '#shared/routes.ts';
import { enhanceLanding } from './features/landing/motion.ts';
import { listenToStillIdentify } from './features/public-review/still-identify-handoff.ts';
import { PAGES } from './pages.ts';

// Performance budget (/ loads at most 100 KB of gzipped JavaScript). The server
// sends / prerendered (dist/client/landing.html, built by scripts/vite-landing.ts from the
// React page), and the page needs no React: only its motion and menu (motion.ts) run here.
// Every other path, and / when it was not prerendered (vite dev), lazily loads the full app
// (router.tsx's route table, TanStack Query, the session provider, toasts)
// with unchanged behaviour; inside the app, the router renders the landing page with React.
/**
 * A page's first Intl call sets up ICU's data (the São Paulo day of the due dates, pt-BR numbers
 * of the plans and the forecast): about 100 ms on a busy 2-core machine, paid inside the first
 * module that formats. Made here instead, while the page's modules are still downloading and the
 * main thread waits for them (decision 011, "How the editor opens").
 */
function warmIntl() {
  // DUE_DATE_ZONE (shared/due-date.ts), written out: importing it would bring that module into
  // the entry, and the landing page would run its formatter too.
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format();
  (0).toLocaleString('pt-BR', { maximumFractionDigits: 2 });
}

const container = document.getElementById('root') as HTMLElement;
const prerendered = window.location.pathname === '/' ? container.querySelector<HTMLElement>('[data-landing]') : null;

if (prerendered) enhanceLanding(prerendered);
else {
  // The page's own code downloads alongside the shell's, not after the shell has rendered.
  const route = routeOf(window.location.pathname);
  const page = route ? PAGES[route].preload() : Promise.resolve();
  page.catch(() => {}); // a failure shows when the router renders it
  // A press on the still "Identifique-se" before its dialog arrives is kept for the dialog.
  if (route === 'publicReview') listenToStillIdentify();
  const app = import('./app.tsx');
  warmIntl();
  // A prerendered page (/auth) is hydrated with its page's code already there, so React takes
  // over the elements on screen instead of swapping them for a loader first.
  const ready = container.dataset.prerendered ? Promise.all([app, page.catch(() => {})]).then(([m]) => m) : app;
  void ready.then(({ mountApp }) => mountApp(container));
}
