import { manifestPath } from './dependency';
import { matchOpenTag, type TagName } from './open-tag';
import { ProseWriter } from './prose-writer';
import { parseSearchReplace } from './search-replace';
import { checkPath, selfClosingEvent } from './tag-events';
import type { FileEdit, ParseEvent } from './types';

type OpenBlock = {
  tag: 'file' | 'edit';
  path: string | undefined;
  openTag: string;
  // Complete lines (with their newlines) and the line still arriving. Kept apart because
  // searching one ever-growing string on every chunk would make streaming quadratic.
  lines: string[];
  line: string;
};

const KIND: Record<TagName, FileEdit['kind']> = {
  file: 'write',
  edit: 'edit',
  rename: 'rename',
  delete: 'delete',
  dependency: 'dependency',
};
type SelfClosingTag = 'rename' | 'delete' | 'dependency';
const isSelfClosingTag = (name: TagName): name is SelfClosingTag =>
  name === 'rename' || name === 'delete' || name === 'dependency';

// The closing tag counts only as a line of its own (trailing spaces allowed, nothing before it),
// so code inside a block may contain `</div>` or even `</file>` mid-line.
const isClosingLine = (line: string, tag: string) =>
  line.startsWith(`</${tag}>`) && line.slice(tag.length + 3).trim() === '';

/**
 * Incremental parser for the file-edit format (docs/file-edit-format.md). Chunks may split
 * anywhere; prose is released as soon as it cannot be the start of a tag.
 */
export class FileEditParser {
  private input = '';
  private block: OpenBlock | null = null;
  private heldCarriageReturn = false;
  private atLineStart = true;
  // After a self-closing tag alone on its line, its newline goes too, so the tag leaves no blank line.
  private swallowNewline = false;
  private readonly prose = new ProseWriter();
  private events: ParseEvent[] = [];

  /** The path of the block being read ('' when its tag names none), or null between blocks. */
  get openBlockPath(): string | null {
    return this.block ? (this.block.path ?? '') : null;
  }

  push(chunk: string): ParseEvent[] {
    let text = (this.heldCarriageReturn ? '\r' : '') + chunk;
    // A CR at the end may be half of a CRLF; wait for the next chunk.
    this.heldCarriageReturn = text.endsWith('\r');
    if (this.heldCarriageReturn) text = text.slice(0, -1);
    this.input += text.replace(/\r\n/g, '\n');
    this.run();
    return this.take();
  }

  end(): ParseEvent[] {
    if (this.heldCarriageReturn) this.input += '\r';
    this.heldCarriageReturn = false;
    this.run();
    const block = this.block;
    if (block) {
      if (isClosingLine(block.line, block.tag)) this.closeBlock(block, block.line);
      else {
        const where = block.path === undefined ? '' : ` for ${block.path}`;
        this.events.push({
          type: 'invalid',
          reason: `unterminated <${block.tag}> block${where}`,
          raw: block.openTag + block.lines.join('') + block.line,
        });
      }
      this.block = null;
    } else if (this.input) {
      const held = this.input.startsWith('<') ? matchOpenTag(this.input, 0) : null;
      if (held?.state === 'partial' && held.named) {
        this.events.push({ type: 'invalid', reason: 'unterminated tag', raw: this.input });
      } else this.text(this.input);
    }
    this.input = '';
    return this.take();
  }

  private take(): ParseEvent[] {
    const events = this.events;
    this.events = [];
    return events;
  }

  private run(): void {
    while (this.block ? this.scanBlock(this.block) : this.scanProse());
  }

  private text(text: string): void {
    if (text) this.atLineStart = text.endsWith('\n');
    const shown = this.prose.write(text);
    if (!shown) return;
    const last = this.events.at(-1);
    if (last?.type === 'text') last.text += shown;
    else this.events.push({ type: 'text', text: shown });
  }

  /** Returns true when a tag was consumed and scanning should go on. */
  private scanProse(): boolean {
    if (this.swallowNewline) {
      const newline = /^[ \t]*\n/.exec(this.input);
      if (newline) {
        this.input = this.input.slice(newline[0].length);
        this.atLineStart = true;
      } else if (/^[ \t]*$/.test(this.input)) return false;
      this.swallowNewline = false;
    }
    let from = 0;
    for (;;) {
      const lt = this.input.indexOf('<', from);
      if (lt < 0) {
        this.text(this.input);
        this.input = '';
        return false;
      }
      const match = matchOpenTag(this.input, lt);
      if (match.state === 'no') {
        from = lt + 1;
        continue;
      }
      this.text(this.input.slice(0, lt));
      if (match.state === 'partial') {
        this.input = this.input.slice(lt);
        return false;
      }
      const openTag = this.input.slice(lt, match.end);
      const startedLine = this.atLineStart;
      this.input = this.input.slice(match.end);
      this.atLineStart = false;
      const path =
        match.name === 'rename' ? match.attrs.from : match.name === 'dependency' ? manifestPath : match.attrs.path;
      this.events.push({ type: 'block-start', kind: KIND[match.name], path: path ?? '' });
      if (isSelfClosingTag(match.name)) {
        this.events.push(selfClosingEvent(match.name, match.attrs, openTag));
        this.swallowNewline = startedLine;
      } else if (match.selfClosing) {
        this.events.push({
          type: 'invalid',
          reason: `<${match.name}> needs a closing </${match.name}> line`,
          raw: openTag,
        });
        this.swallowNewline = startedLine;
      } else {
        this.block = { tag: match.name, path, openTag, lines: [], line: '' };
      }
      return true;
    }
  }

  private scanBlock(block: OpenBlock): boolean {
    const input = this.input;
    this.input = '';
    for (let from = 0; ; ) {
      const newline = input.indexOf('\n', from);
      if (newline < 0) {
        block.line += input.slice(from);
        return false;
      }
      const line = block.line + input.slice(from, newline);
      block.line = '';
      if (isClosingLine(line, block.tag)) {
        this.input = input.slice(newline + 1);
        this.closeBlock(block, line);
        this.block = null;
        this.atLineStart = true;
        return true;
      }
      block.lines.push(`${line}\n`);
      from = newline + 1;
    }
  }

  private closeBlock(block: OpenBlock, closingLine: string): void {
    const inner = block.lines.join('');
    const raw = block.openTag + inner + closingLine;
    const path = checkPath(block.path);
    if (!path.ok) {
      this.events.push({ type: 'invalid', reason: path.reason, raw });
      return;
    }
    // Content runs from the line after the opening tag to the line before the closing one.
    const content = inner.replace(/^\n/, '').replace(/\n$/, '');
    if (block.tag === 'file') {
      this.events.push({ type: 'edit', edit: { kind: 'write', path: path.path, content } });
      return;
    }
    const parsed = parseSearchReplace(content);
    this.events.push(
      parsed.ok
        ? { type: 'edit', edit: { kind: 'edit', path: path.path, replacements: parsed.replacements } }
        : { type: 'invalid', reason: `${parsed.reason} in <edit> of ${path.path}`, raw },
    );
  }
}
