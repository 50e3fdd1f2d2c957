export type MessageSegment = { kind: 'text'; text: string } | { kind: 'code'; language: string; code: string };

const fence = /```([\w+#.-]*)[^\n]*\n([\s\S]*?)(?:```|$)/g;

/**
 * Splits an assistant reply into prose and fenced code blocks. An unclosed fence (a reply cut
 * short) still shows as code rather than leaking backticks into the prose.
 */
export function splitMessage(content: string): MessageSegment[] {
  const segments: MessageSegment[] = [];
  let last = 0;
  for (const match of content.matchAll(fence)) {
    const before = content.slice(last, match.index).replace(/\n+$/, '');
    if (before.trim()) segments.push({ kind: 'text', text: before });
    segments.push({ kind: 'code', language: match[1] ?? '', code: (match[2] ?? '').replace(/\n$/, '') });
    last = match.index + match[0].length;
  }
  const rest = content.slice(last).replace(/^\n+/, '');
  if (rest.trim()) segments.push({ kind: 'text', text: rest });
  return segments;
}

/** Inline `code` spans inside prose: odd parts are code. */
export const splitInlineCode = (text: string) => text.split(/`([^`\n]+)`/);

export type TextBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const bullet = /^\s*[-*•]\s+/;

/** Prose as paragraphs (split at blank lines) and "- item" lines as lists. */
export function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
  };
  for (const line of text.split('\n')) {
    const last = blocks.at(-1);
    if (bullet.test(line)) {
      flush();
      const item = line.replace(bullet, '');
      if (last?.kind === 'list' && paragraph.length === 0) last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else if (line.trim() === '') {
      flush();
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
