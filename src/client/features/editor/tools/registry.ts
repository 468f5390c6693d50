// The tool registry: every tool is one module; the toolbar, the keyboard shortcuts and the
// cursors are generated from this list (the capabilities decide which ones a person gets).

import type { UiState } from '../editor-state.ts';
import type { ToolId } from '../nodes/node-api.ts';
import { clickToDeleteTool } from './click-to-delete.ts';
import { commentsTool } from './comments.ts';
import { componentsTool } from './components.tsx';
import { connectTool } from './connect.ts';
import { drawTool } from './draw.tsx';
import { panTool } from './pan.ts';
import { selectTool } from './select.ts';
import { textTool } from './text.ts';
import type { ToolDef } from './types.ts';

/** The toolbar's tools (docs/product.md), in the agency's order. */
export const TOOLS: Record<ToolId, ToolDef> = {
  components: componentsTool,
  draw: drawTool,
  text: textTool,
  comments: commentsTool,
  pan: panTool,
  delete: clickToDeleteTool,
};

export const ALL_TOOLS: readonly ToolDef[] = [selectTool, connectTool, ...Object.values(TOOLS)];

/** The tool whose modes (flow options, cursors, drawings) apply: the chosen one, or select. */
export function baseTool(ui: Pick<UiState, 'tool'>): ToolDef {
  return ui.tool ? TOOLS[ui.tool] : selectTool;
}

/** The tool that receives clicks: connect while a Conectar is pending, else the base tool. */
export function pointerTool(ui: Pick<UiState, 'tool' | 'connectingFrom'>): ToolDef {
  return ui.connectingFrom ? connectTool : baseTool(ui);
}

/** The select tool's click behaviour, when the active tool does not handle a node click. */
export const fallbackTool = selectTool;

/** CSS class of the flow for a tool ('tool-delete', 'is-connecting'). */
export function toolClass(t: ToolDef): string {
  return t.id === 'connect' ? 'is-connecting' : `tool-${t.id}`;
}

const TARGETS = {
  pane: '.react-flow__pane',
  node: '.react-flow__node',
  edge: '.react-flow__edge',
  component: '.react-flow__node-component',
} as const;

/** The cursor rules of every tool, generated from the registry. */
export const TOOL_CURSOR_CSS = ALL_TOOLS.flatMap((t) =>
  (Object.keys(t.cursor) as (keyof typeof TARGETS)[]).map((k) => `.funil-flow.${toolClass(t)} ${TARGETS[k]} { cursor: ${t.cursor[k]}; }`),
).join('\n');
