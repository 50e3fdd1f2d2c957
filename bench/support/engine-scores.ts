import type { EngineSample } from './engine-samples';

/** What the engine bench found for one description. */
export type Score = {
  sample: EngineSample;
  renders: boolean;
  named: boolean;
  thing: boolean;
  features: boolean[];
  keeps: boolean | null;
  /** The main thing and every asked-for feature on the page the app opens on. */
  firstScreen: boolean;
  /** …on that page or one the header reaches in a click, before anything was added. */
  oneClick: boolean;
  /** After a click elsewhere, a reload keeps the page; null where there is nowhere else. */
  reload: boolean | null;
  /** …and Back returns to where the app opened. */
  back: boolean | null;
  /** No sideways scrolling at 390 px. */
  narrow: boolean;
  /** Serious or critical axe-core rules broken on the first screen. */
  a11y: string[];
  /** The app's type errors (strict, unused names included); null until checked. */
  typeErrors: string[] | null;
  paintMs: number;
  /** Of paintMs: until the builder showed (the project was created). */
  builderMs: number;
  /** Of paintMs: from the generated app's frame starting to load until its paint. */
  frameMs: number;
};

/** A description whose preview never showed the app: a miss on every check, not the end of the run. */
export const missedEverything = (sample: EngineSample): Score => ({
  sample,
  renders: false,
  named: false,
  thing: false,
  features: sample.features.map(() => false),
  keeps: sample.keeps ? false : null,
  firstScreen: false,
  oneClick: false,
  reload: false,
  back: false,
  narrow: false,
  a11y: ['not rendered'],
  typeErrors: null,
  paintMs: Number.NaN,
  builderMs: Number.NaN,
  frameMs: Number.NaN,
});

export const share = (values: boolean[]) =>
  values.length ? `${((100 * values.filter(Boolean).length) / values.length).toFixed(0)}%` : 'n/a';

/** The median of the measured values (a miss has none). */
export const median = (measured: number[]) => {
  const values = measured.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return values[Math.floor((values.length - 1) / 2)] ?? 0;
};

const known = (values: Array<boolean | null>) => values.flatMap((v) => (v === null ? [] : [v]));

/** The bench's table, its paint figures and (held out, or asked for) each description's line. */
export function printReport(scores: Score[], setName: string, everyLine: boolean) {
  const rows: Array<[string, string, string]> = [
    ['renders with no console error', share(scores.map((s) => s.renders)), '90%'],
    ['named after the subject', share(scores.map((s) => s.named)), '90%'],
    ['the main thing visible by name', share(scores.map((s) => s.thing)), '90%'],
    ['each asked-for feature present', share(scores.flatMap((s) => s.features)), '90%'],
    ['everything asked on the first screen', share(scores.map((s) => s.firstScreen)), '85%'],
    ['everything asked within one click', share(scores.map((s) => s.oneClick)), '95%'],
    ['a record added through the UI kept after a reload', share(known(scores.map((s) => s.keeps))), '90%'],
    ['a reload keeps the page', share(known(scores.map((s) => s.reload))), '100%'],
    ['Back returns', share(known(scores.map((s) => s.back))), '100%'],
    ['no sideways scroll at 390 px', share(scores.map((s) => s.narrow)), '100%'],
    ['no serious axe-core violation', share(scores.map((s) => s.a11y.length === 0)), '100%'],
    ['type-checks clean', share(known(scores.map((s) => (s.typeErrors ? s.typeErrors.length === 0 : null)))), '100%'],
  ];
  console.log(`Built-in engine on ${scores.length} descriptions of the ${setName}`);
  console.log('| check | share | target |\n|---|---:|---:|');
  for (const [check, value, target] of rows) console.log(`| ${check} | ${value} | ${target} |`);
  const paint = median(scores.map((s) => s.paintMs));
  const builder = median(scores.map((s) => s.builderMs));
  console.log(
    `\nEnter on the dashboard to the app's first contentful paint in the builder's preview: median ${paint.toFixed(0)} ms (target 1000)`,
  );
  console.log(
    `of which until the builder showed (project created): median ${builder.toFixed(0)} ms; from there until the app's frame started loading (engine turn, saves, preview build): median ${median(scores.map((s) => s.paintMs - s.builderMs - s.frameMs)).toFixed(0)} ms; the frame's load to its paint: median ${median(scores.map((s) => s.frameMs)).toFixed(0)} ms`,
  );
  if (!everyLine) return;
  // Checks in order: renders, named, thing, features, first screen, one click, kept, reload, Back, 390 px, axe, types.
  const mark = (v: boolean | null) => (v === null ? '·' : v ? '✓' : '✗');
  for (const s of scores) {
    const missing = s.sample.features.filter((_, i) => !s.features[i]);
    const marks = [
      s.renders,
      s.named,
      s.thing,
      missing.length === 0,
      s.firstScreen,
      s.oneClick,
      s.keeps,
      s.reload,
      s.back,
      s.narrow,
      s.a11y.length === 0,
      s.typeErrors ? s.typeErrors.length === 0 : null,
    ];
    const notes = [
      missing.length ? `missing: ${missing.join(', ')}` : '',
      s.a11y.length ? `axe: ${s.a11y.join(', ')}` : '',
      s.typeErrors?.length ? `types: ${s.typeErrors.slice(0, 2).join(' | ')}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    console.log(
      `${s.paintMs.toFixed(0).padStart(5)} ms ${marks.map(mark).join('')} ${s.sample.prompt}${notes ? ` (${notes})` : ''}`,
    );
  }
}
