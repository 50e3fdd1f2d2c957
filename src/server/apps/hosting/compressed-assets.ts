import { compressBody, type Encoding } from '../../http/compression';

/**
 * An app's built script and stylesheet, compressed once per build and kept: a build never
 * changes, and an app's script (a few hundred kB) would otherwise be compressed on every visit.
 * The newest entries are kept up to a byte budget.
 */
export class CompressedAssets {
  private readonly entries = new Map<string, Promise<Buffer>>();
  private readonly sizes = new Map<string, number>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  /** The compressed `key` in `encoding`; `content` is read only when it is not kept yet. */
  get(key: string, encoding: Encoding, content: () => Promise<string> | string): Promise<Buffer> {
    const id = `${key}:${encoding}`;
    const found = this.entries.get(id);
    if (found) {
      // Most recently used last: the oldest go first when the budget is full.
      this.entries.delete(id);
      this.entries.set(id, found);
      return found;
    }
    // Brotli quality 6: near quality 11's size for scripts, at a small part of its time.
    const compressed = Promise.resolve(content())
      .then((text) => compressBody(text, encoding, 6))
      .then((buffer) => {
        this.remember(id, buffer.length);
        return buffer;
      });
    compressed.catch(() => this.entries.delete(id));
    this.entries.set(id, compressed);
    return compressed;
  }

  private remember(id: string, size: number) {
    this.sizes.set(id, size);
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes || oldest === id) break;
      this.entries.delete(oldest);
      this.bytes -= this.sizes.get(oldest) ?? 0;
      this.sizes.delete(oldest);
    }
  }
}
