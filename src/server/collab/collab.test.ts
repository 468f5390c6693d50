// Live editing (D19, D21): the real server on port 0, real HocuspocusProvider clients with
// the session cookies. Latency figures are in bench/collab-latency.ts, not asserted here.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiClient, type TestApp } from '../../../tests/helpers/app.ts';
import { comment, component, seedCanvas, seedClient, seedClientSession } from '../../../tests/helpers/canvas-fixtures.ts';
import { eventually, expectSynced, seedLiveCanvas, titleOf, withLiveApp } from '../../../tests/helpers/collab.ts';
import { seedMember } from '../../../tests/helpers/workspace.ts';
import { readContent, setElement } from '../../shared/canvas/doc.ts';
import { canvases, sessions } from '../db/schema.ts';
import { REFUSED_CLOSE_CODE } from './guard.ts';

let t: TestApp;
let base: string;
const connect = withLiveApp((app, url) => {
  t = app;
  base = url;
});

const setup = (status = 'draft') => seedLiveCanvas(t, status);

describe('live socket /collab', () => {
  it('syncs the stored content and an edit in one provider appears in the other', async () => {
    const s = await setup();
    const a = connect(base, s.canvas.id, s.cookie);
    const b = connect(base, s.canvas.id, s.cookie);
    await expectSynced(a, b);
    expect(readContent(a.doc).components.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(a.provider.authorizedScope).toBe('read-write');

    setElement(a.doc, 'components', { ...component('c1', 'Captura editada') });
    await eventually(() => expect(titleOf(b, 'c1')).toBe('Captura editada'));

    // presence travels too (awareness)
    a.provider.setAwarenessField('user', { name: s.owner.name, color: '#f97316' });
    await eventually(() => {
      const names = Array.from(b.provider.awareness?.getStates().values() ?? []).map((st) => (st.user as { name?: string } | undefined)?.name);
      expect(names).toContain(s.owner.name);
    });
  });

  it('shows a REST PATCH at once in a connected provider', async () => {
    const s = await setup();
    const a = connect(base, s.canvas.id, s.cookie);
    expect(await a.ready).toBe('synced');
    const res = await s.api.patch(`/api/canvases/${s.canvas.id}`, {
      content: { components: [component('c1', 'Via REST'), component('c2', 'Vendas', 300), component('c3', 'Novo')] },
    });
    expect(res.statusCode).toBe(200);
    await eventually(() => {
      expect(titleOf(a, 'c1')).toBe('Via REST');
      expect(titleOf(a, 'c3')).toBe('Novo');
    });
  });

  it('loses nothing when two editors change different elements while a REST comment arrives (D19)', async () => {
    const s = await setup();
    const a = connect(base, s.canvas.id, s.cookie);
    const b = connect(base, s.canvas.id, s.cookie);
    await Promise.all([a.ready, b.ready]);
    // all three at once, none waiting for the others
    setElement(a.doc, 'components', component('c1', 'Editado por A'));
    setElement(b.doc, 'components', { ...component('c2', 'Vendas', 300), position: { x: 999, y: 42 } });
    const rest = s.api.patch(`/api/canvases/${s.canvas.id}`, { content: { comments: [comment('k1', 'Comentário do cliente')] } });
    setElement(b.doc, 'textElements', {
      id: 't1',
      type: 'paragraph',
      position: { x: 0, y: 0 },
      content: 'Texto de B',
      fontSize: 16,
      fontWeight: 'normal',
      color: 'white',
      width: 200,
      height: 'auto',
    });
    expect((await rest).statusCode).toBe(200);

    const expectAll = (content: ReturnType<typeof readContent>) => {
      expect(content.components.find((c) => c.id === 'c1')?.data.title).toBe('Editado por A');
      expect(content.components.find((c) => c.id === 'c2')?.position).toEqual({ x: 999, y: 42 });
      expect(content.comments.map((c) => c.content)).toEqual(['Comentário do cliente']);
      expect(content.textElements.map((x) => x.content)).toEqual(['Texto de B']);
    };
    await eventually(() => {
      expectAll(readContent(a.doc));
      expectAll(readContent(b.doc));
    });
    await eventually(async () => expectAll((await s.api.get(`/api/canvases/${s.canvas.id}`)).json().content));
    // and the stored projection catches up after the store debounce
    await eventually(async () => {
      const [row] = await t.db.select({ content: canvases.content }).from(canvases).where(eq(canvases.id, s.canvas.id));
      expectAll(row.content as ReturnType<typeof readContent>);
    }, 20_000);
  });

  it('refuses a client session even on its own published canvas: the live document is the draft (decision 008)', async () => {
    const s = await setup('published');
    const { token } = await seedClientSession(t.db, s.agency.id, s.client.id);
    const clientCookie = `funil_client_session=${token}`;
    const client = connect(base, s.canvas.id, clientCookie);
    expect(await client.ready).toBe('denied');
    expect(readContent(client.doc).components).toEqual([]);
    client.destroy();

    // with both cookies, asking for the client session is refused; the agency session still opens
    const asClient = connect(base, s.canvas.id, `${s.cookie}; ${clientCookie}`, { as: 'client' });
    expect(await asClient.ready).toBe('denied');
    asClient.destroy();
    const asAgency = connect(base, s.canvas.id, `${s.cookie}; ${clientCookie}`);
    expect(await asAgency.ready).toBe('synced');
    expect(asAgency.provider.authorizedScope).toBe('read-write');
  });

  it('refuses no cookie, another agency, a client on a draft or on another client, a foreign origin and a bad name', async () => {
    const s = await setup('draft');
    const other = await setup();
    const { token } = await seedClientSession(t.db, s.agency.id, s.client.id);
    const otherClient = await seedClient(t.db, s.agency.id);
    const published = await seedCanvas(t.db, { agencyId: s.agency.id, clientId: otherClient.id, status: 'published' });
    const cases = [
      connect(base, s.canvas.id),
      connect(base, s.canvas.id, other.cookie),
      connect(base, s.canvas.id, `funil_client_session=${token}`), // draft: never visible to clients
      connect(base, published.id, `funil_client_session=${token}`), // another client's canvas
      connect(base, s.canvas.id, s.cookie, { origin: 'https://evil.example' }),
      connect(base, 'nao-e-um-id', s.cookie),
      connect(base, s.canvas.id, 'funil_session=token-falso'),
    ];
    for (const c of cases) expect(await c.ready).toBe('denied');
    for (const c of cases) expect(readContent(c.doc).components).toEqual([]);
    // a session that logs out can no longer open it
    await s.api.post('/api/auth/logout');
    const after = connect(base, s.canvas.id, s.cookie);
    expect(await after.ready).toBe('denied');
    expect((await new ApiClient(t.app).get(`/api/canvases/${s.canvas.id}`)).statusCode).toBe(401);
  });

  it('writes a comment through the service without touching the other kinds (portal path)', async () => {
    const s = await setup('published');
    const a = connect(base, s.canvas.id, s.cookie);
    await a.ready;
    setElement(a.doc, 'components', component('c1', 'Editando'));
    const { content, result } = await t.app.deps.canvasDocs.updateKinds(s.canvas.id, ['comments'], (cur) => ({
      next: { comments: [...cur.comments, comment('k9', 'Pelo portal')], components: [] },
      result: cur.comments.length,
    }));
    expect(result).toBe(0);
    expect(content.comments.map((c) => c.id)).toEqual(['k9']);
    // components were not in `kinds`: the list sent for them is ignored
    await eventually(() => expect(readContent(a.doc).comments.map((c) => c.id)).toEqual(['k9']));
    expect(readContent(a.doc).components).toHaveLength(2);
  });

  it('closes open sockets that are no longer allowed: a member removed, a session ended (D7)', async () => {
    const s = await setup('published');
    const removed = await seedMember(t.app, t.db, s.agency.id, 'gestor', 'Sai');
    const stays = await seedMember(t.app, t.db, s.agency.id, 'gestor', 'Fica');
    const agencyA = connect(base, s.canvas.id, s.cookie);
    const gone = connect(base, s.canvas.id, removed.api.cookieHeader());
    const kept = connect(base, s.canvas.id, stays.api.cookieHeader());
    await expectSynced(agencyA, gone, kept);

    // straight in the database (no route announces it): the re-check finds it
    await t.db.delete(sessions).where(eq(sessions.userId, removed.user.id));
    await t.app.deps.canvasDocs.recheckAccess(s.canvas.id);
    await eventually(() => expect(gone.provider.isAuthenticated).toBe(false));
    expect(kept.provider.isAuthenticated).toBe(true);
    expect(agencyA.provider.isAuthenticated).toBe(true);

    setElement(agencyA.doc, 'components', component('c1', 'Depois do bloqueio'));
    await eventually(() => expect(titleOf(kept, 'c1')).toBe('Depois do bloqueio'));
    expect(titleOf(gone, 'c1')).toBe('Captura');
  });

  it('refuses content written through the socket around the schemas: never stored nor sent on (D7, D16, decision 006)', async () => {
    const s = await setup('published');
    const a = connect(base, s.canvas.id, s.cookie);
    expect(await a.ready).toBe('synced');
    const closes: number[] = [];
    a.provider.configuration.websocketProvider.on('close', ({ event }: { event: { code: number } }) => closes.push(event.code));
    // One transaction: REST would answer 400 for this component (a javascript: link), so the
    // socket refuses the whole update and closes the connection that sent it.
    a.doc.transact(() =>
      setElement(a.doc, 'components', { ...component('c1', 'Com link'), link: { url: 'javascript:alert(document.cookie)', text: 'clique' } }),
    );
    await eventually(() => expect(closes).toContain(REFUSED_CLOSE_CODE));
    a.destroy();
    const got = (await s.api.get(`/api/canvases/${s.canvas.id}`)).json().content;
    expect(got.components.find((c: { id: string }) => c.id === 'c1')).toMatchObject({ data: { title: 'Captura' } });
    expect(JSON.stringify(got)).not.toContain('javascript:');

    const b = connect(base, s.canvas.id, s.cookie);
    expect(await b.ready).toBe('synced');
    const closesB: number[] = [];
    b.provider.configuration.websocketProvider.on('close', ({ event }: { event: { code: number } }) => closesB.push(event.code));
    b.doc.transact(() => setElement(b.doc, 'comments', { id: 'k1', position: 'não é posição' } as never));
    await eventually(() => expect(closesB).toContain(REFUSED_CLOSE_CODE));
    b.destroy();
    expect((await s.api.get(`/api/canvases/${s.canvas.id}`)).json().content.comments).toEqual([]);
    const [row] = await t.db.select({ content: canvases.content }).from(canvases).where(eq(canvases.id, s.canvas.id));
    expect(JSON.stringify(row.content)).not.toContain('javascript:');
  });
});
