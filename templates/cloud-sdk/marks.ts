import { useState } from 'react';
import { useCollection } from './react';

/**
 * Values the visitor marked (tracks liked, lessons finished), one record per value under `field`
 * in collection `name`. `has` answers at once after `toggle`; the saved records take over when the
 * backend has answered, so a failed save shows in `error` and the mark shows what is saved again.
 */
export function useMarks<V extends string | number>(name: string, field: string) {
  const marks = useCollection<Record<string, V>>(name);
  const [pending, setPending] = useState<ReadonlyMap<V, boolean>>(new Map());
  const has = (value: V) => pending.get(value) ?? marks.items.some((m) => m[field] === value);
  const settle = (value: V) =>
    setPending((current) => {
      const next = new Map(current);
      next.delete(value);
      return next;
    });
  const toggle = (value: V) => {
    const saved = marks.items.filter((m) => m[field] === value);
    setPending((current) => new Map(current).set(value, !has(value)));
    const change = saved.length
      ? Promise.all(saved.map((m) => marks.remove(m.id)))
      : marks.add({ [field]: value } as Record<string, V>);
    void change.catch(() => undefined).finally(() => settle(value));
  };
  return { has, toggle, loading: marks.loading, error: marks.error, reload: marks.reload };
}
