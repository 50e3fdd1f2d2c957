import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map';

describe('LruMap', () => {
  it('keeps the most recently used, up to its capacity', () => {
    const recent = new LruMap<string, { js: string; css: string }>(2);
    const output = (name: string) => ({ js: `${name}.js`, css: `${name}.css` });
    recent.set('a', output('a'));
    recent.set('b', output('b'));
    expect(recent.get('a')).toEqual(output('a')); // a is now the most recent
    recent.set('c', output('c'));
    expect(recent.get('b')).toBeUndefined();
    expect(recent.get('a')).toEqual(output('a'));
    expect(recent.get('c')).toEqual(output('c'));
  });
});
