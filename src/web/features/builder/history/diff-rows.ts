import { diffLines } from 'diff';

/** One line of a diff, numbered on the side(s) it belongs to (from 1). */
export interface DiffLine {
  kind: 'same' | 'add' | 'del';
  oldNo: number | null;
  newNo: number | null;
}
/** Unchanged lines folded away between the changes. */
export interface DiffGap {
  kind: 'gap';
  count: number;
}
export type DiffItem = DiffLine | DiffGap;

const linesIn = (value: string) => {
  const lines = value.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines.length;
};

/** Every line of both texts in diff order: unchanged, removed (old side) and added (new side). */
export function diffLineList(before: string, after: string): DiffLine[] {
  const lines: DiffLine[] = [];
  let oldNo = 1;
  let newNo = 1;
  for (const part of diffLines(before, after)) {
    for (let i = linesIn(part.value); i > 0; i--) {
      if (part.added) lines.push({ kind: 'add', oldNo: null, newNo: newNo++ });
      else if (part.removed) lines.push({ kind: 'del', oldNo: oldNo++, newNo: null });
      else lines.push({ kind: 'same', oldNo: oldNo++, newNo: newNo++ });
    }
  }
  return lines;
}

/** Keeps `context` unchanged lines around each change and folds longer unchanged runs into gaps. */
export function withContext(lines: DiffLine[], context = 3): DiffItem[] {
  const near = lines.map(() => false);
  lines.forEach((line, i) => {
    if (line.kind === 'same') return;
    for (let j = Math.max(0, i - context); j <= Math.min(lines.length - 1, i + context); j++) near[j] = true;
  });
  const items: DiffItem[] = [];
  lines.forEach((line, i) => {
    const last = items.at(-1);
    if (near[i]) items.push(line);
    else if (last?.kind === 'gap') last.count++;
    else items.push({ kind: 'gap', count: 1 });
  });
  return items;
}

export type SplitRow = { kind: 'gap'; count: number } | { kind: 'pair'; left: DiffLine | null; right: DiffLine | null };

/** Side by side: unchanged lines face themselves, a run of removed lines faces the added run after it. */
export function splitRows(items: DiffItem[]): SplitRow[] {
  const rows: SplitRow[] = [];
  let i = 0;
  while (i < items.length) {
    const item = items[i] as DiffItem;
    if (item.kind === 'gap') rows.push(item);
    else if (item.kind === 'same') rows.push({ kind: 'pair', left: item, right: item });
    if (item.kind === 'gap' || item.kind === 'same') {
      i++;
      continue;
    }
    const dels: DiffLine[] = [];
    const adds: DiffLine[] = [];
    while (items[i]?.kind === 'del') dels.push(items[i++] as DiffLine);
    while (items[i]?.kind === 'add') adds.push(items[i++] as DiffLine);
    for (let k = 0; k < Math.max(dels.length, adds.length); k++) {
      rows.push({ kind: 'pair', left: dels[k] ?? null, right: adds[k] ?? null });
    }
  }
  return rows;
}
