import { describe, expect, it } from 'vitest';
import { dependencyCount } from './dependency-count';

const file = (filePath: string, content: string) => ({
  id: filePath,
  filePath,
  content,
  fileType: 'json',
  isFrozen: false,
});

describe('dependencyCount', () => {
  it("counts package.json's dependencies, and is 0 when there are none to read", () => {
    expect(dependencyCount([file('package.json', '{"dependencies": {"react": "19", "zod": "4"}}')])).toBe(2);
    expect(dependencyCount([file('package.json', '{"name": "a"}')])).toBe(0);
    expect(dependencyCount([file('package.json', '{ half')])).toBe(0);
    expect(dependencyCount([file('src/package.json', '{"dependencies": {"a": "1"}}')])).toBe(0);
    expect(dependencyCount([])).toBe(0);
  });
});
