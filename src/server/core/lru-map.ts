/**
 * A map that keeps its `capacity` most recently used entries: reading an entry counts as using it,
 * and adding one past the capacity drops the entry used longest ago.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      // The Map's order is the order of use: most recent last.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.capacity) break;
      this.entries.delete(oldest);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }
}
