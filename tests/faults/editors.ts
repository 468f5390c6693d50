// Two real editors typing continuously. Each edit writes its own element; an edit counts as
// acknowledged when the provider has no unsynced change left after it (the server answered
// the update), and the time of that acknowledgement is recorded.
import { setElement } from '../../src/shared/canvas/doc.ts';
import { connectProvider, type TestProvider } from '../helpers/collab.ts';

export interface Ack {
  id: string;
  at: number;
}

export interface Editors {
  acks: Ack[];
  /** Edits made but not (yet) acknowledged. */
  pending(): number;
  stop(): void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function untilSynced(p: TestProvider, stopped: () => boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const check = () => {
      if (p.provider.unsyncedChanges === 0) return done(true);
      if (stopped()) return done(false);
    };
    const timer = setInterval(check, 5);
    const done = (ok: boolean) => {
      clearInterval(timer);
      resolve(ok);
    };
    check();
  });
}

export async function startEditors(base: string, canvasId: string, cookie: string, tag: string): Promise<Editors & { providers: TestProvider[] }> {
  const providers = [connectProvider(base, canvasId, cookie), connectProvider(base, canvasId, cookie)];
  const states = await Promise.all(providers.map((p) => p.ready));
  if (states.some((s) => s !== 'synced')) throw new Error(`editor not admitted: ${states}`);
  const acks: Ack[] = [];
  let stopped = false;
  let made = 0;
  const loops = providers.map(async (p, who) => {
    for (let n = 0; !stopped; n++) {
      const id = `${tag}-${who}-${n}`;
      setElement(p.doc, 'components', { id, type: 'landing-page', position: { x: n * 10, y: who * 300 }, data: { title: `Edição ${n}`, description: '' } });
      made++;
      if (!(await untilSynced(p, () => stopped))) return;
      acks.push({ id, at: Date.now() });
      await sleep(20);
    }
  });
  return {
    acks,
    providers,
    pending: () => made - acks.length,
    stop() {
      stopped = true;
      for (const p of providers) p.destroy();
      void Promise.all(loops);
    },
  };
}
