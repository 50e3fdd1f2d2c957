import type { EngineSample, Feature } from './engine-samples';

// What a page of a generated app shows, read in the page, and whether an asked-for feature is among it.

/** What one page of the app shows, read in the page. */
export interface PageFacts {
  text: string;
  chart: boolean;
  search: boolean;
  filters: boolean;
  sort: boolean;
  rating: boolean;
  progress: boolean;
  timer: boolean;
  /** Forms with a submit button. */
  forms: number;
  buttons: string[];
}

export function readPage(): PageFacts {
  // biome-ignore lint/performance/useDomNodeTextContent: what a person sees, not hidden text
  const text = document.body.innerText;
  // What a person (or a screen reader) reads for a control: its own words and its label's ("1 star").
  const labelled = (el: Element) =>
    `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('placeholder') ?? ''} ${el.textContent ?? ''} ${[
      ...((el as HTMLInputElement).labels ?? []),
    ]
      .map((l) => l.textContent)
      .join(' ')}`.toLowerCase();
  const controls = [...document.querySelectorAll('input, select, button, [role="combobox"], [role="radio"]')];
  const buttons = [...document.querySelectorAll('button, a')].map((b) => labelled(b).trim());
  return {
    text,
    chart: Boolean(document.querySelector('svg.recharts-surface, [role="img"] svg, svg[role="img"]')),
    search: controls.some((c) => c.getAttribute('type') === 'search' || /search|find/.test(labelled(c))),
    filters:
      document.querySelectorAll('select, [role="combobox"]').length > 0 ||
      buttons.some((b) => /^(all|open|done|active)\b/.test(b)),
    sort: controls.some((c) => /sort|order by|newest|oldest/.test(labelled(c))),
    rating: controls.some((c) => /star|rate|rating/.test(labelled(c))) || /★/.test(text),
    progress: Boolean(document.querySelector('[role="progressbar"], progress')),
    timer: /\b\d{1,2}:\d{2}\b/.test(text) && buttons.some((b) => /start|pause|resume/.test(b)),
    forms: [...document.querySelectorAll('form')].filter((f) =>
      f.querySelector('button[type="submit"], button:not([type])'),
    ).length,
    buttons,
  };
}

export const present: Record<Feature, (facts: PageFacts[]) => boolean> = {
  chart: (f) => f.some((p) => p.chart),
  search: (f) => f.some((p) => p.search),
  filters: (f) => f.some((p) => p.filters),
  sort: (f) => f.some((p) => p.sort),
  rating: (f) => f.some((p) => p.rating),
  calendar: (f) => f.some((p) => /\b(mon|tue|wed|thu|fri|sat|sun)\b/i.test(p.text)),
  // Columns by status: a board view, or to-do and done columns side by side.
  kanban: (f) =>
    f.some(
      (p) =>
        p.buttons.some((b) => b === 'board' || /^move .+ to /.test(b)) ||
        (/to do|todo|backlog/i.test(p.text) && /done|closed|won/i.test(p.text)),
    ),
  timer: (f) => f.some((p) => p.timer),
  goals: (f) => f.some((p) => p.progress || /\bgoal\b/i.test(p.text)),
  quiz: (f) => f.some((p) => /score/i.test(p.text) && p.buttons.some((b) => /next|check|answer|reveal/.test(b))),
  streaks: (f) => f.some((p) => /streak/i.test(p.text)),
  tags: (f) => f.some((p) => /\btags?\b/i.test(p.text)),
  totals: (f) => f.some((p) => /\b(total|average|sum)\b/i.test(p.text)),
  export: (f) => f.some((p) => p.buttons.some((b) => /export|csv|download/.test(b))),
  signin: (f) => f.some((p) => p.buttons.some((b) => /sign in|log in|sign up/.test(b))),
};

/** The main thing and every asked-for feature on these pages. */
export const hasEverything = (sample: EngineSample, facts: PageFacts[]) =>
  facts.some((f) => sample.thing.test(f.text)) && sample.features.every((feature) => present[feature](facts));
