/** A good bundle's outputs. */
export interface BundleOutput {
  js: string;
  css: string;
}

/**
 * The last few good bundles, by the hash of the files they were built from. The outputs depend on
 * nothing but those files, and many projects hold the same ones (every new project is the
 * starter until its first reply), so a project whose files were bundled before, for it or for
 * another, skips the bundler. Only an identical set of files finds an entry, so nothing of one
 * project reaches another that does not already hold it.
 */
export class RecentBundles {
  private readonly entries = new Map<string, BundleOutput>();

  constructor(private readonly capacity = 12) {}

  get(hash: string): BundleOutput | undefined {
    const hit = this.entries.get(hash);
    if (hit) {
      // Most recently used last, so the oldest is first in line to go.
      this.entries.delete(hash);
      this.entries.set(hash, hit);
    }
    return hit;
  }

  set(hash: string, output: BundleOutput): void {
    this.entries.delete(hash);
    this.entries.set(hash, output);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.capacity) break;
      this.entries.delete(oldest);
    }
  }
}
