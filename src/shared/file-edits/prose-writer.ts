/**
 * Collects reply prose. Blocks leave their surrounding blank lines behind, so newlines are held
 * until more text follows: runs collapse to one empty line, and leading and trailing ones vanish.
 */
export class ProseWriter {
  private pendingNewlines = 0;
  private wroteText = false;

  /** Returns the text that can be shown now ('' when everything is held). */
  write(text: string): string {
    let out = '';
    let i = 0;
    while (i < text.length) {
      if (text[i] === '\n') {
        this.pendingNewlines++;
        i++;
        continue;
      }
      let next = text.indexOf('\n', i);
      if (next < 0) next = text.length;
      if (this.wroteText) out += '\n'.repeat(Math.min(this.pendingNewlines, 2));
      this.pendingNewlines = 0;
      out += text.slice(i, next);
      this.wroteText = true;
      i = next;
    }
    return out;
  }
}
