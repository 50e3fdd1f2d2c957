import { describe, expect, it } from 'vitest';
import { RecentBundles } from './recent-bundles';

describe('recent bundles', () => {
  it('keeps the most recently used, up to its capacity', () => {
    const recent = new RecentBundles(2);
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
