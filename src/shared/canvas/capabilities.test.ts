import { describe, expect, it } from 'vitest';
import { type AgencyActor, can, ROLES } from '../permissions.ts';
import { CANVAS_ACTION_IDS, CANVAS_TOOL_IDS, type CanvasPrincipal, capabilitiesFor } from './capabilities.ts';

const actor = (role: AgencyActor['role'], isAgencyUser = true): AgencyActor => ({ role, isAgencyUser, plan: 'enterprise' });

describe('capabilitiesFor', () => {
  it('every agency role (and the owner) with canvases:write gets every tool and action on a computer', () => {
    for (const a of [actor('admin', false), ...ROLES.map((r) => actor(r))]) {
      expect(can(a, 'canvases:write')).toBe(true);
      const c = capabilitiesFor({ kind: 'agency', actor: a }, 'desktop');
      expect(c).toMatchObject({ mode: 'agency', editStructure: true, writesDoc: true, socket: 'read-write' });
      expect(c.tools).toEqual([...CANVAS_TOOL_IDS]);
      expect(c.actions).toEqual([...CANVAS_ACTION_IDS]);
    }
  });
  it('the agency on a phone does not draw, but comments, answers and resolves threads', () => {
    const c = capabilitiesFor({ kind: 'agency', actor: actor('creator') }, 'phone');
    expect(c).toMatchObject({
      mode: 'readonly',
      tools: ['comments'],
      editStructure: false,
      writesDoc: false,
      threads: true,
      addComments: true,
      resolveComments: true,
      socket: 'read-write',
    });
    expect(c.actions).not.toContain('undo');
  });
  it('client: Comentários, Desenhar (when the plan allows, D5), Mover Funil; same on a phone', () => {
    for (const device of ['desktop', 'phone'] as const) {
      expect(capabilitiesFor({ kind: 'client', canDraw: true }, device).tools).toEqual(['comments', 'draw', 'pan']);
      expect(capabilitiesFor({ kind: 'client', canDraw: false }, device)).toMatchObject({
        mode: 'client',
        tools: ['comments', 'pan'],
        editStructure: false,
        writesDoc: true,
        socket: 'none',
      });
    }
  });
  it('public reviewer: Comentários and Mover Funil, no socket, no document writes', () => {
    const p: CanvasPrincipal = { kind: 'public' };
    for (const device of ['desktop', 'phone'] as const)
      expect(capabilitiesFor(p, device)).toMatchObject({ mode: 'public', tools: ['comments', 'pan'], writesDoc: false, socket: 'none' });
  });
  it('nobody outside the agency edits the structure', () => {
    for (const p of [{ kind: 'client', canDraw: true }, { kind: 'public' }] as CanvasPrincipal[]) {
      const c = capabilitiesFor(p, 'desktop');
      expect(c.tools).not.toContain('components');
      expect(c.actions.filter((a) => ['copy', 'paste', 'duplicate', 'selectAll'].includes(a))).toEqual([]);
    }
  });
});
