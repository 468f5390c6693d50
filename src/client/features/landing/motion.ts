// The landing page's only behaviour, written against the DOM so that it runs on the
// prerendered HTML without React (main.tsx;: / loads a few KB of JavaScript, not
// the app) and equally on the React-rendered page inside the app (landing-page.tsx):
// - sections fade in when 10% visible (docs/product.md), not with reduced motion;
// - in-page links (#id) scroll smoothly (instant with reduced motion) and move focus;
// - the mobile menu opens and closes (button [data-menu-toggle] controls #menu-mobile).

import { cleanupAll, listen } from '../../lib/listen.ts';

export const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Hides every [data-reveal] element that starts off screen and shows it once 10% of it
 * is visible. With reduced motion (or no IntersectionObserver) nothing is hidden.
 */
export function revealOnScroll(root: HTMLElement): () => void {
  const els = Array.from(root.querySelectorAll<HTMLElement>('[data-reveal]'));
  if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined') {
    for (const el of els) el.dataset.reveal = 'shown';
    return () => {};
  }
  const seen = new WeakSet<Element>();
  const io = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        const el = e.target as HTMLElement;
        const first = !seen.has(el);
        seen.add(el);
        if (e.isIntersecting || (first && e.boundingClientRect.top < 0)) {
          // Visible now, or already scrolled past when the page started: never hide what was painted.
          el.dataset.reveal = 'shown';
          io.unobserve(el);
        } else if (first) {
          el.dataset.reveal = 'hidden';
        }
      }
    },
    { threshold: 0.1 },
  );
  for (const el of els) if (el.dataset.reveal !== 'shown') io.observe(el);
  return () => io.disconnect();
}

/** Scrolls to a section, smoothly unless reduced motion is asked, and records it in the URL. */
export function scrollToSection(id: string, push = true): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  // Sections skipped by content-visibility have estimated heights: render them all first so
  // the scroll lands exactly on the section.
  const landing = el.closest<HTMLElement>('[data-landing]');
  if (landing) landing.dataset.cv = 'off';
  const smooth = !prefersReducedMotion();
  el.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  if (smooth) landOn(el);
  if (push && window.location.hash !== `#${id}`) window.history.pushState(null, '', `#${id}`);
  // Keyboard and screen-reader users continue from the section they jumped to.
  el.focus({ preventScroll: true });
  return true;
}

/**
 * A smooth scroll can stop short: the browser drops it when the layout shifts under it (seen
 * on a loaded machine: a footer link left the page at the FAQ). When it ends away from the
 * section and the person did not scroll meanwhile, finish the jump at once.
 */
function landOn(el: HTMLElement): void {
  if (!('onscrollend' in window)) return;
  const margin = () => Number.parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
  const away = () => Math.abs(el.getBoundingClientRect().top - margin()) > 4;
  const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  let touched = false;
  const onInput = () => {
    touched = true;
  };
  const stop = () => {
    for (const t of inputs) window.removeEventListener(t, onInput);
    window.removeEventListener('scrollend', onEnd);
    clearTimeout(timer);
  };
  const onEnd = () => {
    stop();
    if (!touched && away()) el.scrollIntoView({ behavior: 'auto', block: 'start' });
  };
  for (const t of inputs) window.addEventListener(t, onInput, { passive: true });
  window.addEventListener('scrollend', onEnd);
  // Nothing to scroll (already there) means no scrollend: do not listen forever.
  const timer = setTimeout(stop, 5000);
}

function setupMenu(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = root.querySelector<HTMLElement>('#menu-mobile');
  if (!button || !menu) return () => {};
  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', open ? 'Fechar menu' : 'Abrir menu');
    if (open) menu.querySelector('a')?.focus();
  };
  const onClick = () => setOpen(menu.hidden === true);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !menu.hidden) {
      setOpen(false);
      button.focus();
    }
  };
  const onResize = () => {
    if (!menu.hidden && window.innerWidth >= 768) setOpen(false);
  };
  // Any link chosen in the menu closes it.
  const onMenuClick = (e: MouseEvent) => {
    if ((e.target as Element).closest('a')) {
      menu.hidden = true;
      button.setAttribute('aria-expanded', 'false');
      button.setAttribute('aria-label', 'Abrir menu');
    }
  };
  return cleanupAll([
    listen(button, 'click', onClick),
    listen(menu, 'click', onMenuClick),
    listen(window, 'keydown', onKey),
    listen(window, 'resize', onResize),
  ]);
}

/** Wires the landing page under `root`; returns the cleanup. */
export function enhanceLanding(root: HTMLElement): () => void {
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element).closest<HTMLAnchorElement>('a[href^="#"]');
    const id = a?.hash.slice(1);
    if (id && scrollToSection(id)) e.preventDefault();
  };
  const onPop = () => {
    const id = window.location.hash.slice(1);
    if (id) scrollToSection(id, false);
  };
  return cleanupAll([listen(root, 'click', onClick), listen(window, 'popstate', onPop), setupMenu(root), revealOnScroll(root)]);
}
