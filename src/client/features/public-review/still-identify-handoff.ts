// The prerendered "Identifique-se" (still-identify.tsx, in the HTML the server sends for a public
// link) paints with the page's first bytes; the real dialog takes its place when its code is
// there (identify-dialog.tsx), and the page drops it when nobody is to be asked. A browser that
// already knows its reviewer never shows it (public/reviewer-known.js, before the first paint).
export const STILL_IDENTIFY_ID = 'identify-still';
export const STILL_IDS = { name: 'still-reviewer-name', email: 'still-reviewer-email' } as const;
/** The class public/reviewer-known.js sets on <html> when reviewer-store.ts's REVIEWER_KEY is in localStorage. */
export const REVIEWER_KNOWN_CLASS = 'reviewer-known';

/** What a press on the still copy asks for: its buttons carry it as data-still-action. */
export type StillAction = 'continue' | 'skip';
export const STILL_ACTION_ATTR = 'data-still-action';

export interface StillIdentify {
  clientName: string;
  email: string;
  /** The field that had the focus, to give it back. */
  focus: 'clientName' | 'email' | null;
  /** The last button pressed (or Enter in a field) before the dialog arrived: the dialog does it. */
  pressed: StillAction | null;
}

let pressed: StillAction | null = null;

/**
 * Remembers what the person pressed on the still copy (Continuar, Enter in a field: 'continue';
 * Só quero ver, the close button: 'skip'), so that the dialog does it when it arrives instead of
 * the press being lost. Started by the entry (main.tsx) on a public link, before the page's code.
 */
export function listenToStillIdentify(): void {
  const inStill = (t: EventTarget | null) => t instanceof Element && !!t.closest(`#${STILL_IDENTIFY_ID}`);
  const onClick = (e: MouseEvent) => {
    if (!inStill(e.target)) return;
    const action = (e.target as Element).closest(`[${STILL_ACTION_ATTR}]`)?.getAttribute(STILL_ACTION_ATTR);
    if (action === 'continue' || action === 'skip') pressed = action;
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && e.target instanceof HTMLInputElement && inStill(e.target)) pressed = 'continue';
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKey, true);
}

/** What was typed into the still copy, which is removed; null when there is none. */
export function takeStillIdentify(): StillIdentify | null {
  const still = document.getElementById(STILL_IDENTIFY_ID);
  if (!still) return null;
  const value = (id: string) => {
    const el = document.getElementById(id);
    return el instanceof HTMLInputElement ? el.value : '';
  };
  const active = document.activeElement?.id;
  const taken: StillIdentify = {
    clientName: value(STILL_IDS.name),
    email: value(STILL_IDS.email),
    focus: active === STILL_IDS.name ? 'clientName' : active === STILL_IDS.email ? 'email' : null,
    pressed,
  };
  pressed = null;
  still.remove();
  return taken;
}

/** Removes the still copy when the page will not ask (a remembered reviewer, a missing funnel). */
export function dropStillIdentify() {
  document.getElementById(STILL_IDENTIFY_ID)?.remove();
}
