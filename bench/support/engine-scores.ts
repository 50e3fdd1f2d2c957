import type { EngineSample } from './engine-samples';

/** What the engine bench found for one description. */
export type Score = {
  sample: EngineSample;
  renders: boolean;
  named: boolean;
  thing: boolean;
  features: boolean[];
  keeps: boolean | null;
  paintMs: number;
  /** Of paintMs: until the builder showed (the project was created). */
  builderMs: number;
};

/** A description whose preview never showed the app: a miss on every check, not the end of the run. */
export const missedEverything = (sample: EngineSample): Score => ({
  sample,
  renders: false,
  named: false,
  thing: false,
  features: sample.features.map(() => false),
  keeps: sample.keeps ? false : null,
  paintMs: Number.NaN,
  builderMs: Number.NaN,
});

export const share = (values: boolean[]) =>
  values.length ? `${((100 * values.filter(Boolean).length) / values.length).toFixed(0)}%` : 'n/a';

/** The median of the measured values (a miss has none). */
export const median = (measured: number[]) => {
  const values = measured.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return values[Math.floor((values.length - 1) / 2)] ?? 0;
};
