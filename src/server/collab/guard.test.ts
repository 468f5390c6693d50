// The socket's gate (decision 006): what REST would refuse is refused on the live socket too, the
// sender's connection is closed, and nobody else notices. Real server on port 0, real providers.
import { MessageType } from '@hocuspocus/server';
import * as encoding from 'lib0/encoding';
import { describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../tests/helpers/app.ts';
import { component } from '../../../tests/helpers/canvas-fixtures.ts';
import {
  closeCodes,
  type connectProvider,
  eventually,
  expectSynced,
  seedLiveCanvas,
  sendRaw,
  type TestProvider,
  titleOf,
  withLiveApp,
} from '../../../tests/helpers/collab.ts';
import { seedMember } from '../../../tests/helpers/workspace.ts';
import { FORECAST_KEY, readContent, setElement, writeForecast } from '../../shared/canvas/doc.ts';
import { MAX_CONTENT_BYTES, MAX_ELEMENTS } from '../../shared/canvas/limits.ts';
import type { AgencyActor } from '../../shared/permissions.ts';
import { REFUSED_CLOSE_CODE } from './guard.ts';

// Read-only sockets: clients no longer get one (they see the published version through REST),
// and every role writes today (D7). In this file creators lose canvases:write, on both sides at
// once, so that a read-only connection exists to be tested.
vi.mock('../../shared/permissions.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../shared/permissions.ts')>();
  return {
    ...real,
    can: (a: AgencyActor, action: Parameters<typeof real.can>[1]) => (a.role === 'creator' && action === 'canvases:write' ? false : real.can(a, action)),
  };
});

let t: TestApp;
let base: string;
const connectLive = withLiveApp((app, url) => {
  t = app;
  base = url;
});

/** A provider that records the close codes its socket gets. */
function connect(...args: Parameters<typeof connectProvider>) {
  const p = connectLive(...args);
  return Object.assign(p, { codes: closeCodes(p) });
}
type Conn = ReturnType<typeof connect>;

async function expectRefused(p: Conn) {
  await eventually(() => expect(p.codes).toContain(REFUSED_CLOSE_CODE));
  p.destroy(); // a refused provider reconnects and is refused again: stop it
}

const setup = (status = 'draft') => seedLiveCanvas(t, status);

/** A signed-in member whose socket is read-only (see the mock above). */
async function readOnlyCookie(agencyId: string) {
  return (await seedMember(t.app, t.db, agencyId, 'creator', 'Leitor')).api.cookieHeader();
}

const ids = (p: TestProvider) => readContent(p.doc).components.map((c) => c.id);

/** An awareness update claiming `clientId`, with a clock high enough to win over the real one. */
function awarenessFor(clientId: number, state: Record<string, unknown>): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, 1);
  encoding.writeVarUint(e, clientId);
  encoding.writeVarUint(e, 1_000_000);
  encoding.writeVarString(e, JSON.stringify(state));
  return encoding.toUint8Array(e);
}
const user = (name: string, color = '#8b5cf6') => ({ user: { name, color, kind: 'agency' }, cursor: null, selection: [] });
const names = (p: TestProvider) => Array.from(p.provider.awareness?.getStates().values() ?? []).map((s) => (s.user as { name?: string } | undefined)?.name);

describe('socket guard', () => {
  it('refuses a component with data: null; other editors, a new opener and REST are unaffected', async () => {
    const s = await setup();
    const bad = connect(base, s.canvas.id, s.cookie);
    const good = connect(base, s.canvas.id, s.cookie);
    await expectSynced(bad, good);

    bad.doc.transact(() => setElement(bad.doc, 'components', { ...component('c3', 'Quebrado'), data: null } as never));
    await expectRefused(bad);
    expect(good.codes).not.toContain(REFUSED_CLOSE_CODE);

    // the other editor still edits, and never saw c3
    setElement(good.doc, 'components', component('c1', 'Ainda funciona'));
    const late = connect(base, s.canvas.id, s.cookie);
    expect(await late.ready).toBe('synced');
    await eventually(() => expect(titleOf(late, 'c1')).toBe('Ainda funciona'));
    expect(ids(good)).toEqual(['c1', 'c2']);
    expect(ids(late)).toEqual(['c1', 'c2']);
    const res = await s.api.get(`/api/canvases/${s.canvas.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().content.components.map((c: { id: string }) => c.id)).toEqual(['c1', 'c2']);
  });

  it('refuses more elements than MAX_ELEMENTS and more bytes than MAX_CONTENT_BYTES', async () => {
    const s = await setup();
    const many = connect(base, s.canvas.id, s.cookie);
    expect(await many.ready).toBe('synced');
    many.doc.transact(() => {
      for (let i = 0; i < MAX_ELEMENTS.components; i++) setElement(many.doc, 'components', component(`n${i}`, 'Muitos'));
    });
    await expectRefused(many);

    const big = connect(base, s.canvas.id, s.cookie);
    expect(await big.ready).toBe('synced');
    // each text within its own limit (data passes through), the whole over the document's
    big.doc.transact(() =>
      setElement(big.doc, 'components', { ...component('c3', 'Grande'), data: { title: 'Grande', extra: 'x'.repeat(MAX_CONTENT_BYTES) } }),
    );
    await expectRefused(big);

    const check = connect(base, s.canvas.id, s.cookie);
    expect(await check.ready).toBe('synced');
    expect(ids(check)).toEqual(['c1', 'c2']);
  });

  it('lets a read-only connection send its own presence; stateless messages are refused, edits never applied', async () => {
    const s = await setup('published');
    const readerCookie = await readOnlyCookie(s.agency.id);
    const agency = connect(base, s.canvas.id, s.cookie);
    expect(await agency.ready).toBe('synced');

    const viewer = connect(base, s.canvas.id, readerCookie);
    expect(await viewer.ready).toBe('synced');
    viewer.provider.setAwarenessField('user', { name: 'Cliente', color: '#14b8a6', kind: 'client' });
    await eventually(() => expect(names(agency)).toContain('Cliente'));
    expect(viewer.codes).not.toContain(REFUSED_CLOSE_CODE);

    viewer.provider.sendStateless('oi');
    await expectRefused(viewer);

    const broadcaster = connect(base, s.canvas.id, readerCookie);
    expect(await broadcaster.ready).toBe('synced');
    sendRaw(broadcaster, MessageType.BroadcastStateless, (e) => encoding.writeVarString(e, 'mensagem para todos'));
    await expectRefused(broadcaster);

    // its document edits are dropped (read-only: nothing it sends is applied)
    const writer = connect(base, s.canvas.id, readerCookie);
    expect(await writer.ready).toBe('synced');
    setElement(writer.doc, 'components', component('c1', 'Cliente mudou'));
    setElement(agency.doc, 'components', component('c2', 'Agência mudou'));
    await eventually(() => expect(titleOf(writer, 'c2')).toBe('Agência mudou'));
    expect(titleOf(agency, 'c1')).toBe('Captura');
    expect((await s.api.get(`/api/canvases/${s.canvas.id}`)).json().content.components[0].data.title).toBe('Captura');
  });

  it("refuses presence for another person's clientID, and colours that are not #rrggbb", async () => {
    const s = await setup('published');
    const readerCookie = await readOnlyCookie(s.agency.id);
    const ana = connect(base, s.canvas.id, s.cookie);
    const watcher = connect(base, s.canvas.id, s.cookie);
    const spoofer = connect(base, s.canvas.id, readerCookie);
    await expectSynced(ana, watcher, spoofer);
    ana.provider.setAwarenessField('user', { name: 'Ana', color: '#8b5cf6', kind: 'agency' });
    await eventually(() => expect(names(watcher)).toContain('Ana'));

    // the spoofer announces itself first (it owns its clientID), then writes Ana's
    spoofer.provider.setAwarenessField('user', { name: 'Intruso', color: '#ef4444', kind: 'client' });
    await eventually(() => expect(names(watcher)).toContain('Intruso'));
    sendRaw(spoofer, MessageType.Awareness, (e) => encoding.writeVarUint8Array(e, awarenessFor(ana.doc.clientID, user('Ana foi trocada'))));
    await expectRefused(spoofer);

    // a fresh connection whose first presence is someone else's clientID
    const thief = connect(base, s.canvas.id, readerCookie);
    expect(await thief.ready).toBe('synced');
    sendRaw(thief, MessageType.Awareness, (e) => encoding.writeVarUint8Array(e, awarenessFor(ana.doc.clientID, user('Ladrão'))));
    await expectRefused(thief);

    const painter = connect(base, s.canvas.id, readerCookie);
    expect(await painter.ready).toBe('synced');
    painter.provider.setAwarenessField('user', { name: 'Pintor', color: 'url(https://evil.example/x)', kind: 'client' });
    await expectRefused(painter);

    const drawer = connect(base, s.canvas.id, s.cookie);
    expect(await drawer.ready).toBe('synced');
    drawer.doc.transact(() =>
      setElement(drawer.doc, 'drawings', {
        id: 'd1',
        type: 'brush',
        points: [{ x: 0, y: 0 }],
        color: 'red;background:url(x)',
        strokeWidth: 3,
        author: 'agency',
      }),
    );
    await expectRefused(drawer);

    expect(names(watcher)).toContain('Ana');
    for (const name of ['Ana foi trocada', 'Ladrão', 'Pintor']) expect(names(watcher)).not.toContain(name);
    expect(readContent(watcher.doc).drawings).toEqual([]);
    expect(ana.codes).not.toContain(REFUSED_CLOSE_CODE);
  });

  it('forecast: valid settings and rates pass and reach REST; bad settings or a rate over 100 close the sender only', async () => {
    const s = await setup();
    const good = connect(base, s.canvas.id, s.cookie);
    expect(await good.ready).toBe('synced');
    good.doc.transact(() => {
      writeForecast(good.doc, { visitors: 10_000, enabled: true });
      setElement(good.doc, 'components', { ...component('c1', 'Captura'), data: { title: 'Captura', description: '', conversionRate: 20 } });
    });
    await eventually(async () => {
      const content = (await s.api.get(`/api/canvases/${s.canvas.id}`)).json().content;
      expect(content.forecast).toEqual({ visitors: 10_000, enabled: true });
      expect(content.components[0].data.conversionRate).toBe(20);
    });

    const negative = connect(base, s.canvas.id, s.cookie);
    expect(await negative.ready).toBe('synced');
    negative.doc.transact(() => negative.doc.getMap(FORECAST_KEY).set('visitors', -5));
    await expectRefused(negative);

    const rate = connect(base, s.canvas.id, s.cookie);
    expect(await rate.ready).toBe('synced');
    rate.doc.transact(() =>
      setElement(rate.doc, 'components', { ...component('c1', 'Captura'), data: { title: 'Captura', description: '', conversionRate: 150 } }),
    );
    await expectRefused(rate);

    expect(good.codes).not.toContain(REFUSED_CLOSE_CODE);
    const content = (await s.api.get(`/api/canvases/${s.canvas.id}`)).json().content;
    expect(content.forecast).toEqual({ visitors: 10_000, enabled: true });
    expect(content.components[0].data.conversionRate).toBe(20);
  });
});
