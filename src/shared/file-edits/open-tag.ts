export type TagName = 'file' | 'edit' | 'rename' | 'delete' | 'dependency';

export type OpenTagMatch =
  | { state: 'no' }
  // More input is needed; `named` says whether the tag name itself is already complete.
  | { state: 'partial'; named: boolean }
  | { state: 'tag'; name: TagName; attrs: Record<string, string>; selfClosing: boolean; end: number };

const TAG_NAMES: readonly TagName[] = ['file', 'edit', 'rename', 'delete', 'dependency'];
const LONGEST_NAME = Math.max(...TAG_NAMES.map((n) => n.length));
// Attributes written without a value (`<dependency name="x" remove />`). Only these, only on their
// tag: prose like "<file is great>" must stay prose.
const FLAGS: Partial<Record<TagName, readonly string[]>> = { dependency: ['remove'] };
// Past this a `<file …` that never closes is prose, so a stray `<` cannot hold the reply back for long.
const MAX_TAG_LENGTH = 2000;
const ENTITIES: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>' };

const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n';
const isNameChar = (c: string) => /[A-Za-z0-9_:.-]/.test(c);

export function decodeAttribute(value: string): string {
  return value.replace(/&(quot|amp|lt|gt);/g, (_, name: string) => ENTITIES[name]);
}

/** Reads an opening tag starting at `s[start] === '<'`, telling apart "not a tag" from "not yet known". */
export function matchOpenTag(s: string, start: number): OpenTagMatch {
  const partial = (named: boolean): OpenTagMatch =>
    s.length - start > MAX_TAG_LENGTH ? { state: 'no' } : { state: 'partial', named };
  const head = s.slice(start + 1, start + 1 + LONGEST_NAME);
  const name = TAG_NAMES.find((n) => head.startsWith(n));
  if (!name) {
    const mayBecomeTag = start + 1 + head.length === s.length && TAG_NAMES.some((n) => n.startsWith(head));
    return mayBecomeTag ? partial(false) : { state: 'no' };
  }
  let pos = start + 1 + name.length;
  if (pos === s.length) return partial(false);
  // `<filed>` or `<file-list>` is prose, not a block.
  if (!isSpace(s[pos]) && s[pos] !== '/' && s[pos] !== '>') return { state: 'no' };
  const attrs: Record<string, string> = {};
  for (;;) {
    while (pos < s.length && isSpace(s[pos])) pos++;
    if (pos === s.length) return partial(true);
    if (s[pos] === '>') return { state: 'tag', name, attrs, selfClosing: false, end: pos + 1 };
    if (s[pos] === '/') {
      if (pos + 1 === s.length) return partial(true);
      return s[pos + 1] === '>' ? { state: 'tag', name, attrs, selfClosing: true, end: pos + 2 } : { state: 'no' };
    }
    const nameStart = pos;
    while (pos < s.length && isNameChar(s[pos])) pos++;
    if (pos === nameStart) return { state: 'no' };
    const attrName = s.slice(nameStart, pos);
    const nameEnd = pos;
    while (pos < s.length && (s[pos] === ' ' || s[pos] === '\t')) pos++;
    if (pos === s.length) return partial(true);
    if (s[pos] !== '=') {
      const separated = pos > nameEnd || isSpace(s[pos]) || s[pos] === '/' || s[pos] === '>';
      const flag = separated && FLAGS[name]?.includes(attrName);
      if (!flag) return { state: 'no' };
      attrs[attrName] = '';
      continue;
    }
    pos++;
    while (pos < s.length && (s[pos] === ' ' || s[pos] === '\t')) pos++;
    if (pos === s.length) return partial(true);
    const quote = s[pos];
    if (quote !== '"' && quote !== "'") return { state: 'no' };
    const close = s.indexOf(quote, pos + 1);
    const newline = s.indexOf('\n', pos + 1);
    if (newline >= 0 && (close < 0 || newline < close)) return { state: 'no' };
    if (close < 0) return partial(true);
    attrs[attrName] = decodeAttribute(s.slice(pos + 1, close));
    pos = close + 1;
  }
}
