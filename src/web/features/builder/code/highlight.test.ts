import { describe, expect, it } from 'vitest';
import { highlightCode, highlightLimit, lineCount } from './highlight';

describe('highlightCode', () => {
  it('colours registered languages', () => {
    const html = highlightCode('const answer: number = 42;', 'typescript');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('<span class="hljs-number">42</span>');
  });

  it('colours JSX inside TypeScript', () => {
    expect(highlightCode('const a = <div className="x">hi</div>;', 'typescript')).toContain('hljs-tag');
  });

  it('escapes text it does not colour', () => {
    expect(highlightCode('<script>alert("x")</script>', null)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;',
    );
    expect(highlightCode(`<b>${'x'.repeat(highlightLimit)}`, 'xml').startsWith('&lt;b&gt;')).toBe(true);
  });

  it('escapes markup inside coloured code', () => {
    expect(highlightCode('"<img onerror=x>"', 'json')).not.toContain('<img');
  });

  it('counts lines', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\nb')).toBe(2);
  });
});
