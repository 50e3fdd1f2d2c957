import { describe, expect, it } from 'vitest';
import { dependencyCases } from './dependency-cases';
import { FileEditParser } from './parser';
import { cases, start, text, write } from './parser-cases';
import type { ParseEvent } from './types';

function normalize(events: ParseEvent[]): ParseEvent[] {
  const merged: ParseEvent[] = [];
  for (const event of events) {
    const last = merged.at(-1);
    if (event.type === 'text' && last?.type === 'text') merged[merged.length - 1] = text(last.text + event.text);
    else merged.push(structuredClone(event));
  }
  return merged;
}

function parseInChunks(chunks: string[]): ParseEvent[] {
  const parser = new FileEditParser();
  return normalize([...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()]);
}

// Fixed-seed generator (mulberry32) so a failing chunking can be reproduced.
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomChunks(reply: string, seed: number): string[] {
  const next = random(seed);
  const chunks: string[] = [];
  for (let at = 0; at < reply.length; ) {
    const size = 1 + Math.floor(next() * 12);
    chunks.push(reply.slice(at, at + size));
    at += size;
  }
  return chunks;
}

describe('FileEditParser gives the same events however the reply is chunked', () => {
  describe.each([...cases, ...dependencyCases])('$name', ({ reply, events }) => {
    it('whole', () => {
      expect(parseInChunks([reply])).toEqual(events);
    });

    it('split in two at every boundary', () => {
      for (let at = 0; at <= reply.length; at++) {
        expect(parseInChunks([reply.slice(0, at), reply.slice(at)]), `split at ${at}`).toEqual(events);
      }
    });

    it('one character at a time', () => {
      expect(parseInChunks([...reply])).toEqual(events);
    });

    it('random chunkings', () => {
      for (const seed of [1, 2, 3, 42, 1234]) {
        expect(parseInChunks(randomChunks(reply, seed)), `seed ${seed}`).toEqual(events);
      }
    });
  });
});

describe('FileEditParser streams', () => {
  it('releases prose at once and holds back only a possible tag', () => {
    const parser = new FileEditParser();
    expect(parser.push('Hello wor')).toEqual([text('Hello wor')]);
    expect(parser.push('ld, a <')).toEqual([text('ld, a ')]);
    expect(parser.push(' b <fi')).toEqual([text('< b ')]);
    expect(parser.push('le path="a.ts"')).toEqual([]);
    expect(parser.push('>\n')).toEqual([start('write', 'a.ts')]);
    expect(parser.push('x\n</file>')).toEqual([]);
    expect(parser.push('\n')).toEqual([write('a.ts', 'x')]);
    expect(parser.end()).toEqual([]);
  });

  it('reports a block as soon as it opens, before its content', () => {
    const parser = new FileEditParser();
    expect(parser.push('<edit path="src/App.tsx">\n<<<<<<< SEARCH\n')).toEqual([start('edit', 'src/App.tsx')]);
  });

  it('does not hold prose back behind a long unclosed tag', () => {
    const parser = new FileEditParser();
    const events = parser.push(`<file path="${'a'.repeat(3000)}`);
    expect(events).toEqual([text(`<file path="${'a'.repeat(3000)}`)]);
  });

  it('stays linear when a large file arrives one character at a time', () => {
    const body = Array.from({ length: 10_000 }, (_, i) => `line ${i} </div> a < b`).join('\n');
    const parser = new FileEditParser();
    const started = performance.now();
    const events = [...body].flatMap((c) => parser.push(c));
    events.push(...parser.push(`<file path="a.ts">\n${body}\n</file>\n`), ...parser.end());
    expect(events.filter((e) => e.type === 'edit')).toHaveLength(1);
    // Seconds, not the minutes a quadratic scan takes at this size.
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
