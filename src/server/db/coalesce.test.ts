// Reads asked for in one turn of the event loop share one statement per scope; later ones do not
// join a statement already sent (it may predate a write answered since).
import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { coalesced, sharedInTurn } from './coalesce.ts';

type Row = { id: string; scope: string };
const db = {} as Db;

function reader(fail?: Error) {
  const calls: { scope: string; ids: string[] }[] = [];
  const read = coalesced<Row>(
    async (_db, scope, ids) => {
      calls.push({ scope, ids });
      if (fail) throw fail;
      // Each scope holds its own ids only (an agency's funnels), 'x' ids exist nowhere.
      return ids.filter((id) => !id.startsWith('x') && id.startsWith(scope)).map((id) => ({ id, scope }));
    },
    (r) => r.id,
  );
  return { read, calls };
}

describe('coalesced reads', () => {
  it('runs one statement per scope for the reads of one turn, each answered with its own row', async () => {
    const { read, calls } = reader();
    const answers = await Promise.all([
      read(db, 'a', 'a1'),
      read(db, 'a', 'a2'),
      read(db, 'b', 'b1'),
      read(db, 'a', 'a1'),
      read(db, 'b', 'a2'),
      read(db, 'a', 'x9'),
    ]);
    expect(answers).toEqual([{ id: 'a1', scope: 'a' }, { id: 'a2', scope: 'a' }, { id: 'b1', scope: 'b' }, { id: 'a1', scope: 'a' }, undefined, undefined]);
    expect(calls).toEqual([
      { scope: 'a', ids: ['a1', 'a2', 'x9'] },
      { scope: 'b', ids: ['b1', 'a2'] },
    ]);
  });

  it('sends a read of a later turn in a statement of its own', async () => {
    const { read, calls } = reader();
    const first = read(db, 'a', 'a1');
    await new Promise((r) => setImmediate(r)); // the first statement has been sent
    const second = read(db, 'a', 'a1');
    expect(await Promise.all([first, second])).toEqual([
      { id: 'a1', scope: 'a' },
      { id: 'a1', scope: 'a' },
    ]);
    expect(calls).toHaveLength(2);
  });

  it('fails every read of a statement that fails, and the next turn reads again', async () => {
    const down = reader(new Error('banco fora'));
    const results = await Promise.allSettled([down.read(db, 'a', 'a1'), down.read(db, 'a', 'a2')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    const up = reader();
    expect(await up.read(db, 'a', 'a1')).toEqual({ id: 'a1', scope: 'a' });
  });

  it('keeps the reads of two database handles apart', async () => {
    const { read, calls } = reader();
    const other = {} as Db;
    await Promise.all([read(db, 'a', 'a1'), read(other, 'a', 'a1')]);
    expect(calls).toHaveLength(2);
  });
});

describe('a read shared in one turn', () => {
  function counter(fail?: Error) {
    const runs: string[] = [];
    const share = sharedInTurn<string>();
    const read = (handle: Db, key: string) =>
      share(handle, key, async () => {
        runs.push(key);
        if (fail) throw fail;
        return `answer ${key} #${runs.length}`;
      });
    return { read, runs };
  }

  it('runs once per key for the askers of one turn, after the turn, and apart per key and handle', async () => {
    const { read, runs } = counter();
    const asked = [read(db, 'a'), read(db, 'b'), read(db, 'a'), read({} as Db, 'a')];
    expect(runs).toEqual([]); // nothing is sent while the turn may still bring askers
    expect(await Promise.all(asked)).toEqual(['answer a #1', 'answer b #2', 'answer a #1', 'answer a #3']);
  });

  it('reads again for an asker of a later turn', async () => {
    const { read, runs } = counter();
    const first = read(db, 'a');
    await new Promise((r) => setImmediate(r));
    const second = read(db, 'a');
    expect(await Promise.all([first, second])).toEqual(['answer a #1', 'answer a #2']);
    expect(runs).toHaveLength(2);
  });

  it('fails every asker of a read that fails, and the next turn reads again', async () => {
    const down = counter(new Error('banco fora'));
    const results = await Promise.allSettled([down.read(db, 'a'), down.read(db, 'a')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(down.runs).toHaveLength(1);
  });
});
