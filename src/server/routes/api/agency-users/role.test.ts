// PATCH /api/agency-users/{id} {role} (decision 008): owner and admins change a member's role;
// everyone else 403; the owner's role never; another agency's user 404.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiClient, loginAs, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { seedWorkspace } from '../../../../../tests/helpers/workspace.ts';
import { users } from '../../../db/schema.ts';

const t = withTestApp();

const roleOf = async (id: string) => (await t.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

describe('PATCH /api/agency-users/:id', () => {
  it('the owner and an admin change a member role; the member gets the new rights at once', async () => {
    const w = await seedWorkspace(t.app, t.db);
    const creatorId = w.members.creator.user.id;
    expect((await w.as.creator.get('/api/metrics')).statusCode).toBe(403);

    const byOwner = await w.as.owner.patch(`/api/agency-users/${creatorId}`, { role: 'gestor' });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json()).toMatchObject({ id: creatorId, role: 'gestor', isAgencyUser: true });
    expect(await roleOf(creatorId)).toBe('gestor');
    // Same session, new role: a gestor sees the overview.
    expect((await w.as.creator.get('/api/auth/me')).json().role).toBe('gestor');
    expect((await w.as.creator.get('/api/metrics')).statusCode).toBe(200);

    const byAdmin = await w.as.admin.patch(`/api/agency-users/${creatorId}`, { role: 'admin' });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await roleOf(creatorId)).toBe('admin');
    const list = (await w.as.owner.get('/api/agency-users')).json() as { id: string; role: string }[];
    expect(list.find((u) => u.id === creatorId)?.role).toBe('admin');
  });

  it('refuses gestor and creator (403) and leaves the role as it was', async () => {
    const w = await seedWorkspace(t.app, t.db);
    const adminId = w.members.admin.user.id;
    for (const who of ['gestor', 'creator'] as const) {
      const res = await w.as[who].patch(`/api/agency-users/${adminId}`, { role: 'creator' });
      expect(res.statusCode).toBe(403);
    }
    // Not even their own role.
    expect((await w.as.gestor.patch(`/api/agency-users/${w.members.gestor.user.id}`, { role: 'admin' })).statusCode).toBe(403);
    expect(await roleOf(adminId)).toBe('admin');
    expect(await roleOf(w.members.gestor.user.id)).toBe('gestor');
  });

  it("never changes the owner's role, not by the owner nor by an admin (403)", async () => {
    const w = await seedWorkspace(t.app, t.db);
    for (const who of ['owner', 'admin'] as const) {
      const res = await w.as[who].patch(`/api/agency-users/${w.owner.id}`, { role: 'creator' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('O papel do dono da conta não pode ser alterado.');
    }
    expect((await w.as.owner.get('/api/auth/me')).json()).toMatchObject({ role: 'admin', isAgencyUser: false });
  });

  it("answers 404 for another agency's user, an unknown or malformed id; 400 for a bad role; 401 signed out", async () => {
    const w = await seedWorkspace(t.app, t.db);
    const other = await seedWorkspace(t.app, t.db);
    const theirs = other.members.creator.user.id;
    const cross = await w.as.owner.patch(`/api/agency-users/${theirs}`, { role: 'admin' });
    expect(cross.statusCode).toBe(404);
    const ghost = await w.as.owner.patch('/api/agency-users/00000000-0000-4000-8000-000000000000', { role: 'admin' });
    expect(cross.json()).toEqual(ghost.json());
    expect((await w.as.owner.patch('/api/agency-users/nao-e-id', { role: 'admin' })).statusCode).toBe(404);
    expect(await roleOf(theirs)).toBe('creator');
    const bad = await w.as.owner.patch(`/api/agency-users/${w.members.creator.user.id}`, { role: 'dono' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Role é obrigatório', field: 'role' });
    expect((await new ApiClient(t.app).patch(`/api/agency-users/${theirs}`, { role: 'admin' })).statusCode).toBe(401);
    const lone = await seedAgency(t.db);
    const l = await loginAs(t.app, lone.email, lone.password);
    expect((await l.patch(`/api/agency-users/${w.members.admin.user.id}`, { role: 'creator' })).statusCode).toBe(404);
  });
});
