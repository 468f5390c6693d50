// The action registry: every action is one module; the top bar's buttons and the keyboard map
// are generated from this list, filtered by the person's capabilities.
import type { CanvasActionId } from '#shared/canvas/capabilities.ts';
import type { ToolId } from '../nodes/node-api.ts';
import { TOOLS } from '../tools/registry.ts';
import { cancelAction } from './cancel.ts';
import { copyAction } from './copy.ts';
import { deleteSelectionAction } from './delete-selection.ts';
import { duplicateAction } from './duplicate.ts';
import { pasteAction } from './paste.ts';
import { redoAction } from './redo.ts';
import { selectAllAction } from './select-all.ts';
import { type ActionDef, comboName } from './types.ts';
import { undoAction } from './undo.ts';
import { zoomFitAction } from './zoom-fit.ts';
import { zoomInAction } from './zoom-in.ts';
import { zoomOutAction } from './zoom-out.ts';
import { zoomResetAction } from './zoom-reset.ts';

/** In toolbar order. */
export const ACTIONS: readonly ActionDef[] = [
  undoAction,
  redoAction,
  zoomOutAction,
  zoomResetAction,
  zoomInAction,
  zoomFitAction,
  copyAction,
  pasteAction,
  duplicateAction,
  selectAllAction,
  deleteSelectionAction,
  cancelAction,
];

export const ACTION_BY_ID = new Map<CanvasActionId, ActionDef>(ACTIONS.map((a) => [a.id, a]));

/** The top bar's groups: the actions a person has, in registry order. */
export function toolbarActions(allowed: readonly CanvasActionId[], group: NonNullable<ActionDef['toolbar']>): ActionDef[] {
  return ACTIONS.filter((a) => a.toolbar === group && allowed.includes(a.id));
}

export type KeyTarget = { kind: 'action'; action: ActionDef } | { kind: 'tool'; tool: ToolId };

/** Shortcut name -> what it runs, for the actions and tools a person has. */
export function buildKeymap(actions: readonly CanvasActionId[], tools: readonly ToolId[]): Map<string, KeyTarget> {
  const m = new Map<string, KeyTarget>();
  for (const a of ACTIONS) if (actions.includes(a.id)) for (const s of a.shortcuts) m.set(comboName(s), { kind: 'action', action: a });
  for (const id of tools) {
    const k = TOOLS[id].shortcut;
    if (k) m.set(comboName({ key: k }), { kind: 'tool', tool: id });
  }
  return m;
}

/**
 * What a key press runs. With Ctrl/Cmd, an exact match first, then the same without Shift
 * (Ctrl+Shift+C still copies); without, Alt never matches and Shift is ignored.
 */
export function lookupKey(
  map: ReadonlyMap<string, KeyTarget>,
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): KeyTarget | undefined {
  const mod = e.ctrlKey || e.metaKey;
  if (mod) {
    const exact = map.get(comboName({ key: e.key, mod, shift: e.shiftKey }));
    return exact ?? (e.shiftKey ? map.get(comboName({ key: e.key, mod })) : undefined);
  }
  if (e.altKey) return undefined;
  return map.get(comboName({ key: e.key }));
}
