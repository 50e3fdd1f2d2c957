import { useEffect, useState } from 'react';
import { meta, perApp, store } from './client';
import type { useCollection } from './react';

/** Where the app runs: the builder's preview, its live address, or elsewhere (an export run locally). */
export const environment = (): 'preview' | 'live' | null => {
  const env = meta('shipwright-env');
  return env === 'preview' || env === 'live' ? env : null;
};

type Collection<T extends object> = ReturnType<typeof useCollection<T>>;

/**
 * Sample records, so a new app shows what it does before anyone has added a thing. In the preview
 * only (a live app starts empty), and once per visitor: the first time the collection is empty,
 * `samples` are added, each marked `sample: true`; once cleared they stay gone.
 *
 *   const tasks = useCollection<Task>('tasks');
 *   const samples = useSamples(tasks, 'tasks', [{ title: 'Water the plants', done: false }]);
 *   samples.count > 0 && <button onClick={samples.clear}>Clear samples</button>
 */
export function useSamples<T extends object>(records: Collection<T>, name: string, samples: readonly T[]) {
  const [adding, setAdding] = useState(false);
  const empty = !records.loading && !records.error && records.items.length === 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the collection is first seen empty
  useEffect(() => {
    const key = perApp(`shipwright-samples:${name}`);
    if (!empty || samples.length === 0 || environment() !== 'preview' || store.get(key)) return;
    store.set(key, 'added');
    setAdding(true);
    void (async () => {
      try {
        // Newest first: the last added shows at the top, so the first sample is added last.
        for (const sample of [...samples].reverse()) await records.add({ ...sample, sample: true });
      } catch {
        // The list shows the failure (records.error); what was added stays.
      } finally {
        setAdding(false);
      }
    })();
  }, [empty, name]);
  // Where everyone's records show, each visitor clears only the samples their own preview added.
  const shown = records.items.filter((item) => (item as { sample?: unknown }).sample === true && item.mine !== false);
  return {
    /** How many samples the list still has. */
    count: shown.length,
    /** True while the samples are being added. */
    adding,
    /** Removes every sample, leaving what the visitor added. */
    clear: async () => {
      for (const item of shown) await records.remove(item.id);
    },
  };
}
