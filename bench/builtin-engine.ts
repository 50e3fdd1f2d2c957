// Built-in engine: time from prompt to a complete, parsed first reply, per kind of app.
// Target: well under one second per reply (the engine stands in for a remote model).
import { generateReply } from '../src/server/ai/builtin-engine/engine';
import { SAMPLE_PROMPTS as PROMPTS } from '../src/server/ai/builtin-engine/understand/sample-prompts';
import { builtinStarter } from '../src/server/ai/starter/builtin-starter';

const RUNS = 50;
const TARGET_MS = 1000;

// Parsing as the server would: count the blocks so the reply is fully read, not only produced.
function parse(reply: string): number {
  return (reply.match(/<(?:file|edit) path="[^"]+">[\s\S]*?<\/(?:file|edit)>/g) ?? []).length;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const starter = builtinStarter();
const template = { ...starter.files };
const all: number[] = [];
const rows: string[] = [];
for (const [kind, prompt] of Object.entries(PROMPTS)) {
  const times: number[] = [];
  let blocks = 0;
  let chars = 0;
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const reply = generateReply({
      messages: [{ role: 'user', content: prompt }],
      files: template,
      frozen: [],
      starter,
    });
    blocks = parse(reply);
    chars = reply.length;
    times.push(performance.now() - start);
  }
  all.push(...times);
  rows.push(
    `| ${kind} | ${blocks} | ${chars.toLocaleString('en')} | ${median(times).toFixed(2)} | ${Math.max(...times).toFixed(2)} |`,
  );
}
// A follow-up on each generated app: diffing the files into SEARCH/REPLACE edits is the costly part.
const followUps: number[] = [];
for (const prompt of Object.values(PROMPTS)) {
  const reply = generateReply({ messages: [{ role: 'user', content: prompt }], files: template, frozen: [], starter });
  const files = { ...template };
  for (const m of reply.matchAll(/<file path="([^"]+)">\n([\s\S]*?)\n<\/file>/g)) files[m[1]] = m[2];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const edit = generateReply({
      messages: [{ role: 'user', content: 'add a contact section and make it dark, rename the app to Bench' }],
      files,
      frozen: [],
      starter,
    });
    parse(edit);
    followUps.push(performance.now() - start);
  }
}
const overall = median(all);
console.log('| kind | files | reply chars | median ms | max ms |');
console.log('|---|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
console.log(
  `median over ${Object.keys(PROMPTS).length} kinds x ${RUNS} runs: ${overall.toFixed(2)} ms (${(overall / TARGET_MS).toFixed(4)}x the 1 s target)`,
);
console.log(
  `follow-up edit, median over ${followUps.length} replies: ${median(followUps).toFixed(2)} ms (${(median(followUps) / TARGET_MS).toFixed(4)}x the target)`,
);
