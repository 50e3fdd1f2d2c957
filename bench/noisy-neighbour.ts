// Fair builds (issue 48): ten ordinary projects of ten accounts build at once, round after round,
// each after a one-file change, through the sandboxed pool a server runs (BUILD_CONCURRENCY as
// this machine defaults it). Every other round a hostile account rebuilds its projects without
// pause beside them: stylesheets importing each other in a fan-out, twenty files of 240,000
// characters, and four files naming nearly as many Tailwind classes as a build may style (slow
// but within every limit). The figure: the ordinary builds' p95 time to a built result with the
// hostile account against without it, rounds interleaved so the machine's noise falls on both.
import { firstAppFiles } from '../src/server/ai/builtin-engine/first-app';
import { SAMPLE_PROMPTS } from '../src/server/ai/builtin-engine/understand/sample-prompts';
import { builtinStarter } from '../src/server/ai/starter/builtin-starter';
import { SandboxedBuildPool } from '../src/server/apps/build/sandbox/sandboxed-build-pool';
import { loadEnv } from '../src/server/core/env';
import { classFlood, cssFanOut } from '../tests/security/support/hostile-builds';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const concurrency = loadEnv().BUILD_CONCURRENCY;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length - 1) * p))] ?? 0;
};
const ms = (n: number) => n.toFixed(0);

const prompts = Object.values(SAMPLE_PROMPTS).slice(0, 10);
const apps = prompts.map((prompt) => firstAppFiles(prompt, builtinStarter()));
const pool = new SandboxedBuildPool({ readOnly: [], warm: true, concurrency });

/** One round: every ordinary project changes its App.tsx and builds; each one's time to its result. */
async function round(n: number) {
  return Promise.all(
    apps.map(async (app, i) => {
      const files = new Map(app);
      files.set('src/App.tsx', `${app.get('src/App.tsx')}\n// round ${n}\n`);
      const started = performance.now();
      const result = await pool.build(`honest-${i}`, files, undefined, { tagSources: true, owner: `account-${i}` });
      if (!result.ok) throw new Error(`an ordinary build failed: ${JSON.stringify(result.problems)}`);
      return performance.now() - started;
    }),
  );
}

/**
 * The hostile projects, each in several versions (a new version is built afresh, not answered from
 * what the last build cached), written before any build is timed: writing them takes this
 * process's thread, which is also the pool's.
 */
const hostileBase = apps[0] ?? new Map<string, string>();
const versions = (write: (salt: string) => Map<string, string>) => Array.from({ length: 8 }, (_, i) => write(`v${i}`));
const hostileProjects: Array<[string, Map<string, string>[]]> = [
  ['css fan-out', versions((salt) => cssFanOut(hostileBase, salt))],
  ['20 x 240,000 characters', versions((salt) => classFlood(hostileBase, 20, 240_000, salt))],
  ['classes near the limit', versions((salt) => classFlood(hostileBase, 4, 55_000, salt))],
];

let hostileBuilds = 0;

/** The hostile account's builds, one after another until `stop()`; what each answered. */
function hostileAccount() {
  let running = true;
  const answers = new Map<string, string[]>();
  const done = (async () => {
    while (running) {
      const n = hostileBuilds++;
      const [name, versions] = hostileProjects[n % hostileProjects.length] ?? hostileProjects[0];
      const files = versions[Math.floor(n / hostileProjects.length) % versions.length] ?? hostileBase;
      const started = performance.now();
      const result = await pool.build(`hostile-${n % 3}`, files, undefined, { tagSources: true, owner: 'attacker' });
      const said = result.ok ? 'built' : (result.problems[0]?.message.slice(0, 60) ?? '');
      answers.set(name, [...(answers.get(name) ?? []), `${ms(performance.now() - started)} ms: ${said}`]);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return answers;
    },
  };
}

// Every ordinary project's first build (a cold context) before any round is timed.
await round(-1);
const quiet: number[] = [];
const noisy: number[] = [];
let hostileAnswers = new Map<string, string[]>();
for (let n = 0; n < ROUNDS; n++) {
  if (n % 2 === 0) {
    quiet.push(...(await round(n)));
    continue;
  }
  const hostile = hostileAccount();
  // The hostile account is already at work when the round starts.
  await new Promise((resolve) => setTimeout(resolve, 300));
  noisy.push(...(await round(n)));
  hostileAnswers = await hostile.stop();
}
await pool.close();

console.log(`Ten ordinary projects of ten accounts building at once, BUILD_CONCURRENCY=${concurrency}`);
console.log(`${ROUNDS / 2} rounds each way, interleaved (${quiet.length} builds each)`);
const [quietP50, quietP95, noisyP50, noisyP95] = [
  percentile(quiet, 0.5),
  percentile(quiet, 0.95),
  percentile(noisy, 0.5),
  percentile(noisy, 0.95),
];
console.log(`  alone (baseline): p50 ${ms(quietP50)} ms, p95 ${ms(quietP95)} ms`);
console.log(
  `  beside a hostile account: p50 ${ms(noisyP50)} ms, p95 ${ms(noisyP95)} ms (p95 ${(noisyP95 / quietP95).toFixed(2)}x)`,
);
console.log('What the hostile builds answered (last round):');
for (const [name, answers] of hostileAnswers) console.log(`  ${name}: ${answers.slice(0, 3).join(' | ')}`);
