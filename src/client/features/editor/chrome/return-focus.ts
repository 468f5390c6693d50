// A side panel (Componentes, Histórico de Comentários) gives the focus back when it closes: to
// what had it when the panel opened (its button), or, when it was opened by a shortcut with the
// focus nowhere, to the panel's button in the toolbar. Never to the page's body, where a keyboard
// user would have to Tab through the whole page again. A click elsewhere keeps its own focus.
import { type RefObject, useEffect } from 'react';

export function useReturnFocus(panel: RefObject<HTMLElement | null>, button: string) {
  useEffect(() => {
    const had = document.activeElement;
    const opener = had instanceof HTMLElement && had !== document.body ? had : null;
    const el = panel.current;
    return () => {
      const now = document.activeElement;
      if (now && now !== document.body && !el?.contains(now)) return;
      const target = opener?.isConnected && !el?.contains(opener) ? opener : document.querySelector<HTMLElement>(button);
      target?.focus();
    };
  }, [panel, button]);
}
