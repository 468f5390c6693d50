// The editor's capabilitiesFor and the live socket's grant (authorizeCollab) must agree for
// every principal: what the UI offers as editable is what the socket accepts, and vice versa.
import { describe, expect, it, vi } from 'vitest';
import { ApiClient, withTestApp } from '../../../tests/helpers/app.ts';
import { seedCanvas } from '../../../tests/helpers/canvas-fixtures.ts';
import { newPublicLink, sampleContent, seedClientAccess } from '../../../tests/helpers/portal-seed.ts';
import { seedWorkspace, type Who } from '../../../tests/helpers/workspace.ts';
import { type CanvasCapabilities, type CanvasPrincipal, capabilitiesFor } from '../../shared/canvas/capabilities.ts';
import type { AgencyActor } from '../../shared/permissions.ts';
import { authorizeCollab, type CollabGrant } from './authorize.ts';

// No role lacks canvases:write today (D7); this switch takes it away, for both sides at once.
const denied = vi.hoisted(() => ({ write: false }));
vi.mock('../../shared/permissions.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../shared/permissions.ts')>();
  return {
    ...real,
    can: (a: AgencyActor, action: Parameters<typeof real.can>[1]) => (denied.write && action === 'canvases:write' ? false : real.can(a, action)),
  };
});

const t = withTestApp();

function socketOf(grant: CollabGrant | null): CanvasCapabilities['socket'] {
  if (!grant) return 'none';
  return grant.readOnly ? 'read-only' : 'read-write';
}

describe('capabilitiesFor agrees with the live socket', () => {
  it('for every agency role, with and without canvases:write, the client and the public reviewer', async () => {
    const w = await seedWorkspace(t.app, t.db, { plan: 'enterprise' });
    const cl = await seedClientAccess(t.db, w.agency.id);
    const canvas = await seedCanvas(t.db, {
      agencyId: w.agency.id,
      clientId: cl.clientId,
      status: 'published',
      publicLink: newPublicLink(),
      content: sampleContent(),
    });
    const portal = new ApiClient(t.app);
    expect((await portal.post('/api/client/login', { email: cl.email, password: cl.password })).statusCode).toBe(200);
    const actors: Record<Who, AgencyActor> = {
      owner: { isAgencyUser: false, role: 'admin', plan: 'enterprise' },
      admin: { isAgencyUser: true, role: 'admin', plan: 'enterprise' },
      gestor: { isAgencyUser: true, role: 'gestor', plan: 'enterprise' },
      creator: { isAgencyUser: true, role: 'creator', plan: 'enterprise' },
    };
    const seen: string[] = [];
    for (const write of [true, false]) {
      denied.write = !write;
      for (const who of Object.keys(actors) as Who[]) {
        const grant = await authorizeCollab(t.db, { agencyToken: w.as[who].cookies.funil_session }, canvas.id);
        expect(grant?.user.kind).toBe('agency');
        const p: CanvasPrincipal = { kind: 'agency', actor: actors[who] };
        for (const device of ['desktop', 'phone'] as const) expect(capabilitiesFor(p, device).socket, `${who} ${device}`).toBe(socketOf(grant));
        const caps = capabilitiesFor(p, 'desktop');
        // Editing offered exactly when the socket takes writes.
        expect(caps.editStructure, who).toBe(!grant?.readOnly);
        seen.push(`${who}:${socketOf(grant)}`);
      }
    }
    denied.write = false;
    expect(seen).toEqual([
      'owner:read-write',
      'admin:read-write',
      'gestor:read-write',
      'creator:read-write',
      'owner:read-only',
      'admin:read-only',
      'gestor:read-only',
      'creator:read-only',
    ]);

    // The client reads the published version through REST: the socket refuses it (decision 008).
    const clientGrant = await authorizeCollab(t.db, { clientToken: portal.cookies.funil_client_session, as: 'client' }, canvas.id);
    expect(clientGrant).toBeNull();
    for (const canDraw of [true, false])
      for (const device of ['desktop', 'phone'] as const) expect(capabilitiesFor({ kind: 'client', canDraw }, device).socket).toBe(socketOf(clientGrant));

    // The public reviewer has no session: the socket refuses it, and the editor asks for none.
    expect(await authorizeCollab(t.db, {}, canvas.id)).toBeNull();
    for (const device of ['desktop', 'phone'] as const) expect(capabilitiesFor({ kind: 'public' }, device).socket).toBe('none');
  }, 60_000);
});
