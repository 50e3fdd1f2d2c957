/** Texts and steps of a generation run, shared by the server (what it saves) and the builder. */
export const runStatuses = ['running', 'completed', 'failed', 'interrupted'] as const;
export type RunStatus = (typeof runStatuses)[number];

export const generationTexts = {
  busy: 'A reply is still being written for this project. Wait for it to finish, then send again.',
  failed: (reason: string) => `Generation failed: ${reason}. Your message is saved; retry it when you are ready.`,
  interrupted: 'This reply was cut off because the server restarted. Your message is saved; retry it to run it again.',
  notStoppable: 'This reply is not being written any more, so there is nothing to stop.',
  stop: 'Stop',
  notRetryable: 'Only the latest reply can be retried, and only when it failed or was cut off.',
  retry: 'Retry',
  retrying: 'Retrying…',
  interruptedLabel: 'Interrupted',
  failedLabel: 'Failed',
} as const;

/** The building overlay's steps: where a run is, and roughly how far along. */
export const runSteps = {
  reading: { step: 'Reading your project', percent: 5 },
  planning: { step: 'Planning the changes', percent: 10 },
  writing: (path: string, filesWritten: number) => ({
    step: `Writing ${path}`,
    // Nobody knows the file count up front: each file closes part of the remaining gap.
    percent: Math.round(10 + 85 * (1 - 0.85 ** filesWritten)),
  }),
  saving: { step: 'Saving the version', percent: 96 },
  building: { step: 'Building the preview', percent: 98 },
  done: { step: 'Done', percent: 100 },
} as const;
