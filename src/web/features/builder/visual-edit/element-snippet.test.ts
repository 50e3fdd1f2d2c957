import { describe, expect, it } from 'vitest';
import { currentStyle, parseSourceLocation, withStyle } from '../../../../shared/file-edits/visual-edits';
import { elementSnippet } from './element-snippet';
import type { SelectedElement } from './use-visual-select';

const source = `export function Card() {
  return (
    <section className="p-4">
      <h2 className="text-xl">Title</h2>
      <img src="/a.png" alt="" />
      <p>
        Body
      </p>
    </section>
  );
}
`;
const at = (tag: string, line: number, column: number) =>
  ({ tag, line, column, filePath: 'src/Card.tsx' }) as SelectedElement;

describe('visual edit helpers', () => {
  it('takes an element’s source from its line to where it closes', () => {
    expect(elementSnippet(source, at('h2', 4, 7))).toBe('<h2 className="text-xl">Title</h2>');
    expect(elementSnippet(source, at('img', 5, 7))).toBe('<img src="/a.png" alt="" />');
    expect(elementSnippet(source, at('p', 6, 7))).toBe('<p>\n  Body\n</p>');
    expect(elementSnippet(source, at('section', 3, 5)).split('\n')).toHaveLength(7);
  });

  it('swaps a style group’s class and leaves the others and variants alone', () => {
    const classes = 'text-4xl font-bold text-slate-900 md:text-red-600 text-center';
    expect(withStyle(classes, 'textColor', 'text-red-600')).toBe(
      'text-4xl font-bold md:text-red-600 text-center text-red-600',
    );
    expect(withStyle(classes, 'fontSize', null)).toBe('font-bold text-slate-900 md:text-red-600 text-center');
    expect(withStyle('px-4 py-2 mx-auto m-2', 'margin', 'm-8')).toBe('px-4 py-2 mx-auto m-8');
    expect(withStyle('px-4 py-2', 'padding', 'p-6')).toBe('p-6');
    expect(currentStyle(classes, 'align')).toBe('text-center');
    expect(currentStyle(classes, 'background')).toBeNull();
  });

  it('reads a source location', () => {
    expect(parseSourceLocation('src/App.tsx:12:5')).toEqual({ filePath: 'src/App.tsx', line: 12, column: 5 });
    expect(parseSourceLocation('src/App.tsx')).toBeNull();
  });
});
