const leftUnfixed = (left: string) => `Still to fix: ${left}.`;
/** What is left, after an ending's first sentence: nothing when nothing is. */
const andLeft = (left: string | null) => (left ? ` ${leftUnfixed(left)}` : '');

/** What an agent reply says of itself: its endings, its checks, and the prompt that asks for a fix. */
export const agentTexts = {
  stepLimit: (steps: number, left: string | null) =>
    `I stopped after ${steps} steps, the most one reply may take.${andLeft(left)} Send "continue" to go on.`,
  tokenLimit: (left: string | null) =>
    `I stopped at the token limit for one reply.${andLeft(left)} Send "continue" to go on.`,
  allowanceUsed: (left: string | null) =>
    `I stopped: your plan's tokens for this month are used up.${andLeft(left)} Upgrade or buy a token boost to go on.`,
  leftUnfixed,
  stopped: 'Stopped. What was written until then is saved as a version.',
  providerFailed: (reason: string) =>
    `The model's provider failed before I finished: ${reason}. What was written until then is saved as a version.`,
  nothingSaid: 'Done.',
  /** What the reply is doing between its steps, shown in progress under them. */
  thinking: 'Thinking…',
  running: (count: number) => (count === 1 ? 'Working…' : `Working through ${count} actions…`),
  checking: 'Checking the build, the types and the pages…',
  /** What the checks found, in words ("1 build problem, 2 type errors, 1 runtime error"). */
  problems: (build: number, types: number, runtime = 0) =>
    [
      build ? `${build} build problem${build === 1 ? '' : 's'}` : '',
      types ? `${types} type error${types === 1 ? '' : 's'}` : '',
      runtime ? `${runtime} runtime error${runtime === 1 ? '' : 's'}` : '',
    ]
      .filter(Boolean)
      .join(', '),
  /**
   * The loop's own check, in one line; `rendered` says how many pages opened with no new error, or
   * why none was opened; `unchecked`, why the type-check did not finish.
   */
  checked: (
    problems: string,
    rendered: { pages: number } | { skipped: string } | null = null,
    unchecked: string | null = null,
  ) => {
    const types = unchecked ? `types not checked (${unchecked.replace(/\.$/, '')})` : 'no type errors';
    if (problems) return `Checked: ${problems}${unchecked ? `; ${types}` : ''}`;
    if (!rendered) return `Checked: builds, ${types}`;
    return 'pages' in rendered
      ? `Checked: builds, ${types}, ${rendered.pages === 1 ? '1 page opens' : `${rendered.pages} pages open`} with no new errors`
      : `Checked: builds, ${types} (pages not opened: ${rendered.skipped})`;
  },
  typesUnchecked: (reason: string) => `The types are not checked: ${reason}`,
  fixPrompt: (details: string) =>
    `The automatic check after your changes found problems. Fix them, then check again.\n${details}`,
  leftOut: '(an earlier result, left out to save room: call the tool again if you need it)',
  /** The run's steps heading in the chat, once the reply is finished. */
  stepsSummary: (count: number) => `${count} step${count === 1 ? '' : 's'}`,
} as const;
