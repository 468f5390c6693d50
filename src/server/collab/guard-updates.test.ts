// The document-update check on its own (no socket): what a hand-made Yjs update can try that a
// well-behaved provider never sends.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { component } from '../../../tests/helpers/canvas-fixtures.ts';
import { respell } from '../../../tests/helpers/collab.ts';
import { docFromContent, FORECAST_KEY, kindMap, setElement, writeForecast } from '../../shared/canvas/doc.ts';
import { MAX_ELEMENT_DEPTH } from '../../shared/canvas/limits.ts';
import { checkDocumentUpdate, hasShadow, RefusedMessage } from './guard.ts';

type Doc = Parameters<typeof checkDocumentUpdate>[0];

/** A server document with c1, and a client in sync with it whose updates are recorded. */
function pair() {
  const server = docFromContent({ components: [component('c1', 'Captura')], connections: [], textElements: [], comments: [], drawings: [] });
  const client = new Y.Doc();
  Y.applyUpdate(client, Y.encodeStateAsUpdate(server));
  const updates: Uint8Array[] = [];
  client.on('update', (u: Uint8Array) => updates.push(u));
  return { server, client, updates, check: (u: Uint8Array) => checkDocumentUpdate(server as unknown as Doc, u) };
}

describe('checkDocumentUpdate', () => {
  it('checks an update against the updates accepted before it, even when they are not applied yet', () => {
    const { client, updates, check } = pair();
    client.transact(() => setElement(client, 'components', component('c2', 'Nova')));
    client.transact(() => kindMap(client, 'components').get('c2')?.set('data', null));
    // both arrive in one batch: the second is checked before the first reaches the document
    check(updates[0]);
    expect(() => check(updates[1])).toThrow(RefusedMessage);
  });

  it('after a refusal, still knows the accepted updates the document has not applied yet', () => {
    const { client, updates, check } = pair();
    client.transact(() => setElement(client, 'components', component('c2', 'Nova')));
    check(updates[0]);
    const bad = new Y.Doc();
    Y.applyUpdate(bad, Y.encodeStateAsUpdate(client));
    bad.on('update', (u: Uint8Array) => expect(() => check(u)).toThrow(RefusedMessage));
    bad.transact(() => kindMap(bad, 'components').get('c1')?.set('position', 'longe'));
    // an edit of c2 depends on the first update: it passes, not refused as "missing dependencies"
    client.transact(() => kindMap(client, 'components').get('c2')?.set('data', { title: 'Nova editada', description: '' }));
    expect(() => check(updates[1])).not.toThrow();
  });

  it('refuses writes outside the content maps, nested shared types and updates with missing dependencies', () => {
    const { client, updates, check } = pair();
    client.transact(() => client.getMap('outra-coisa').set('x', 'y'.repeat(1000)));
    expect(() => check(updates[0])).toThrow(/fora do conteúdo/);

    const nested = pair();
    nested.client.transact(() => {
      const el = kindMap(nested.client, 'components').get('c1');
      el?.set('data', new Y.Map([['title', 'Aninhado']]));
    });
    expect(() => nested.check(nested.updates[0])).toThrow(/aninhado/);

    const gap = pair();
    gap.client.transact(() => setElement(gap.client, 'components', component('c2', 'Primeira')));
    gap.client.transact(() => kindMap(gap.client, 'components').get('c2')?.set('position', { x: 5, y: 5 }));
    // the second alone (the first never sent): it would wait in the document unchecked
    expect(() => gap.check(gap.updates[1])).toThrow(/dependências/);
  });

  it('lets a valid edit through', () => {
    const { client, updates, check } = pair();
    client.transact(() => setElement(client, 'components', component('c1', 'Editado')));
    expect(() => check(updates[0])).not.toThrow();
  });

  it('lets the forecast settings through when they pass the schema; refuses other keys, bad values and a nested type', () => {
    const ok = pair();
    ok.client.transact(() => writeForecast(ok.client, { visitors: 10_000, enabled: true }));
    expect(() => ok.check(ok.updates[0])).not.toThrow();
    ok.client.transact(() => ok.client.getMap(FORECAST_KEY).set('enabled', false));
    expect(() => ok.check(ok.updates[1])).not.toThrow();

    const refused: [string, (m: Y.Map<unknown>) => void, RegExp][] = [
      ['negative', (m) => m.set('visitors', -1), /negativo/],
      ['not a number', (m) => m.set('visitors', 'muitos'), /inválidos/],
      ['a fraction of a person', (m) => m.set('visitors', 10.5), /inteiro/],
      [
        'not a boolean',
        (m) => {
          m.set('visitors', 10);
          m.set('enabled', 'sim');
        },
        /inválido/,
      ],
      ['another key', (m) => m.set('roubo', 1), /fora do conteúdo/],
      ['a nested type', (m) => m.set('visitors', new Y.Map()), /./],
    ];
    for (const [, write, message] of refused) {
      const p = pair();
      p.client.transact(() => write(p.client.getMap(FORECAST_KEY)));
      expect(() => p.check(p.updates[0])).toThrow(message);
    }
  });

  it('refuses a component conversion rate or price out of range, and a connection share over 100', () => {
    const rate = pair();
    rate.client.transact(() =>
      setElement(rate.client, 'components', { ...component('c1', 'Captura'), data: { title: 'Captura', description: '', conversionRate: 120 } }),
    );
    expect(() => rate.check(rate.updates[0])).toThrow(/taxa de conversão/);
    const price = pair();
    price.client.transact(() =>
      setElement(price.client, 'components', { ...component('c1', 'Captura'), data: { title: 'Captura', description: '', price: -5 } }),
    );
    expect(() => price.check(price.updates[0])).toThrow(/negativo/);
    const good = pair();
    good.client.transact(() =>
      setElement(good.client, 'components', { ...component('c1', 'Captura'), data: { title: 'Captura', description: '', conversionRate: 12.5, price: 97 } }),
    );
    expect(() => good.check(good.updates[0])).not.toThrow();
  });
  it("accepts an editor's empty sync reply without building the shadow, and still checks the first real update", () => {
    const { server, client, updates, check } = pair();
    // What a provider that already holds everything answers to the server's sync step.
    const reply = Y.encodeStateAsUpdate(client, Y.encodeStateVector(server));
    expect([...reply]).toEqual([0, 0]);
    check(reply);
    expect(hasShadow(server as unknown as Doc)).toBe(false);
    client.transact(() => kindMap(client, 'components').get('c1')?.set('position', 'longe'));
    expect(() => check(updates[0])).toThrow(RefusedMessage);
    const good = pair();
    good.check(Y.encodeStateAsUpdate(good.client, Y.encodeStateVector(good.server)));
    good.client.transact(() => setElement(good.client, 'components', component('c2', 'Nova')));
    good.check(good.updates[0]);
    expect(hasShadow(good.server as unknown as Doc)).toBe(true);
  });
});

describe('checkDocumentUpdate and keys that reach a prototype (docs/decisions/005)', () => {
  /** The reason an update written by `edit` is refused, or null; `spell` rewrites its bytes (respell). */
  function refusal(edit: (client: Y.Doc) => void, spell?: [string, string]): string | null {
    const p = pair();
    p.client.transact(() => edit(p.client));
    try {
      for (const u of p.updates) p.check(spell ? respell(u, ...spell) : u);
      return null;
    } catch (e) {
      return e instanceof RefusedMessage ? e.message : `not refused: ${String(e)}`;
    }
  }
  const el = (c: Y.Doc, id = 'c1') => kindMap(c, 'components').get(id) as Y.Map<unknown>;
  const withData = (extra: string) => JSON.parse(`{"title":"Captura","description":"",${extra}}`);
  // Yjs decodes an object's "__proto__" field into its prototype: what is refused then is a value
  // that is not a plain object.
  const PROTO = /__proto__|não aceito/;

  it('refuses a field named __proto__, which toJSON turns into a prototype and the size count never saw', () => {
    // 3 MB under a "__proto__" field: under the 4 MB cap as toJSON counts it (not at all)
    expect(refusal((c) => el(c).set('__proto__', { pad: 'x'.repeat(3 * 1024 * 1024) }))).toMatch(/__proto__/);
    expect(refusal((c) => el(c).set('data', withData('"__proto__":{"pad":"x"}')))).toMatch(PROTO);
    expect(refusal((c) => el(c).set('data', withData('"list":[{"__proto__":[1,2]}]')))).toMatch(PROTO);
  });

  it('refuses constructor and prototype as a field, inside data at any depth, and as an element id', () => {
    for (const key of ['constructor', 'prototype']) {
      expect(refusal((c) => el(c).set(key, 'x'))).toMatch(key);
      const standIn = key.replace(/^./, 'X');
      expect(refusal((c) => el(c).set('data', withData(`"${standIn}":"x"`)), [standIn, key])).toMatch(key);
      expect(refusal((c) => el(c).set('data', withData(`"a":{"b":[{"${key}":1}]}`)))).toMatch(key);
    }
    for (const id of ['__proto__', 'constructor', 'prototype']) expect(refusal((c) => setElement(c, 'components', component(id, 'Nome')))).toMatch(/__proto__/);
  });

  it('refuses data nested deeper than an element may be, and lets the deepest allowed through', () => {
    const nested = (depth: number) => {
      let v: unknown = 'fundo';
      for (let i = 0; i < depth; i++) v = { a: v };
      return v;
    };
    // the element is level 1, data level 2
    expect(refusal((c) => el(c).set('data', { title: 'Captura', description: '', extra: nested(MAX_ELEMENT_DEPTH - 1) }))).toMatch(/aninhados/);
    // so deep that Yjs' own decoder overflows: unreadable, refused all the same
    expect(refusal((c) => el(c).set('data', { title: 'Captura', description: '', extra: nested(5000) }))).toMatch(/aninhados|ilegível/);
    expect(refusal((c) => el(c).set('data', { title: 'Captura', description: '', extra: nested(MAX_ELEMENT_DEPTH - 2) }))).toBeNull();
  });
});
