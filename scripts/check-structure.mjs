#!/usr/bin/env node
// Structure check for `npm test`: no import cycle between folders (each side of src/ on its own),
// no source file over 300 lines, and the median file short. Prints what it finds; exits 1 on a breach.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const MAX_LINES = 300;
const MAX_MEDIAN = 80;
const roots = ['src', 'templates', 'tests', 'bench', 'scripts'];
const sourceFile = /\.(ts|tsx|mjs)$/;
const ignored = /(^|\/)(node_modules|migrations|dist)(\/|$)/;

function walk(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (ignored.test(relative(root, full))) continue;
    if (entry.isDirectory()) walk(full, out);
    else if (sourceFile.test(entry.name)) out.push(full);
  }
  return out;
}

const files = roots.flatMap((r) => {
  try {
    return walk(join(root, r), []);
  } catch {
    return [];
  }
});
const problems = [];

// File sizes.
const lengths = files.map((f) => [relative(root, f), readFileSync(f, 'utf8').split('\n').length - 1]);
for (const [file, lines] of lengths)
  if (lines > MAX_LINES) problems.push(`${file}: ${lines} lines (limit ${MAX_LINES})`);
const sorted = lengths.map(([, n]) => n).sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
if (median > MAX_MEDIAN) problems.push(`median file is ${median} lines (limit ${MAX_MEDIAN})`);

// Folder graph from relative imports (static, dynamic and type-only alike).
const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
const edges = new Map();
for (const file of files.filter((f) => relative(root, f).startsWith('src/'))) {
  const from = relative(root, dirname(file));
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(importPattern)) {
    const to = relative(root, dirname(resolve(dirname(file), spec.endsWith('/') ? `${spec}x` : spec)));
    if (to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    const targets = edges.get(from);
    if (!targets.has(to)) targets.set(to, `${relative(root, file)} → ${spec}`);
  }
}

// Tarjan's strongly connected components: any component with two or more folders is a cycle.
let index = 0;
const stack = [];
const state = new Map();
const cycles = [];
function visit(node) {
  state.set(node, { index, low: index, onStack: true });
  index++;
  stack.push(node);
  for (const next of edges.get(node)?.keys() ?? []) {
    if (!state.has(next)) {
      visit(next);
      state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
    } else if (state.get(next).onStack) {
      state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
    }
  }
  if (state.get(node).low === state.get(node).index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component);
  }
}
for (const node of edges.keys()) if (!state.has(node)) visit(node);
for (const component of cycles) {
  const inside = new Set(component);
  const links = component.flatMap((from) =>
    [...(edges.get(from) ?? [])].filter(([to]) => inside.has(to)).map(([to, via]) => `    ${from} → ${to} (${via})`),
  );
  problems.push(`folder import cycle: ${component.join(', ')}\n${links.join('\n')}`);
}

console.log(
  `structure: ${files.length} source files, median ${median} lines, longest ${Math.max(...sorted)}, ${edges.size} folders with imports, ${cycles.length} folder cycles`,
);
for (const problem of problems) console.log(`  ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
