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

export type InlineSpan = { kind: 'text' | 'code' | 'bold'; text: string };

const inlineMark = /`([^`\n]+)`|\*\*([^*\n]+)\*\*/g;

/** Inline `code` and **bold** inside prose; anything else (a lone * or `) stays as typed. */
export function inlineSpans(text: string): InlineSpan[] {
  const spans: InlineSpan[] = [];
  let last = 0;
  for (const match of text.matchAll(inlineMark)) {
    if (match.index > last) spans.push({ kind: 'text', text: text.slice(last, match.index) });
    spans.push(match[1] !== undefined ? { kind: 'code', text: match[1] } : { kind: 'bold', text: match[2] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) spans.push({ kind: 'text', text: text.slice(last) });
  return spans;
}

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
