// The document-update check on its own (no socket): what a hand-made Yjs update can try that a
// well-behaved provider never sends.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { component } from '../../../tests/helpers/canvas-fixtures.ts';
import { docFromContent, kindMap, setElement } from '../../shared/canvas/doc.ts';
import { checkDocumentUpdate, RefusedMessage } from './guard.ts';

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
});
