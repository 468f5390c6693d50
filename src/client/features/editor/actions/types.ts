// An action (excalidraw's action manager, reduced): id, label, shortcuts, when it is enabled and
// what it does. The top bar and the keyboard map are generated from the registry.
import type { LucideIcon } from 'lucide-react';
import type { CanvasActionId } from '#shared/canvas/capabilities.ts';
import type { EditorCtx } from '../command-context.ts';

/** A key, with Ctrl/Cmd (`mod`) and Shift. Without `mod`, Shift is ignored ('+' is Shift+= on many keyboards). */
export interface Shortcut {
  key: string;
  mod?: boolean;
  shift?: boolean;
}

export interface ActionDef {
  id: CanvasActionId;
  /** The button's name (aria-label), word for word; for keyboard-only actions, what it does. */
  label: string;
  icon?: LucideIcon;
  /** The first one is shown in the tooltip. */
  shortcuts: readonly Shortcut[];
  /** Where the top bar shows it: the undo group or the zoom group. Absent: keyboard only. */
  toolbar?: 'history' | 'zoom';
  /** Tooltip text before the shortcut, when it is not the label. */
  tooltip?: string;
  /** Keep the browser's own handling of the key (copy lets the browser copy too). */
  keepDefault?: boolean;
  enabled: (ctx: EditorCtx) => boolean;
  run: (ctx: EditorCtx) => void;
}

export function defineAction(a: ActionDef): ActionDef {
  return a;
}

export const always = () => true;

/** 'mod+shift+z', 'f', 'Delete': one canonical name per shortcut. */
export function comboName(s: Shortcut): string {
  const key = s.key.length === 1 ? s.key.toLowerCase() : s.key;
  return s.mod ? `mod+${s.shift ? 'shift+' : ''}${key}` : key;
}

/** As shown in a tooltip: 'Ctrl+Shift+Z', 'F', '-'. */
export function shortcutLabel(s: Shortcut): string {
  return `${s.mod ? 'Ctrl+' : ''}${s.shift ? 'Shift+' : ''}${s.key.length === 1 ? s.key.toUpperCase() : s.key}`;
}

/** As aria-keyshortcuts wants it: 'Control+Shift+Z Control+Y'. */
export function ariaShortcuts(a: ActionDef): string {
  return a.shortcuts.map((s) => `${s.mod ? 'Control+' : ''}${s.shift ? 'Shift+' : ''}${s.key.length === 1 ? s.key.toUpperCase() : s.key}`).join(' ');
}
