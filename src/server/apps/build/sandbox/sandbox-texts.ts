/** What the build sandbox tells a user when its worker failed them. */

/** What a worker does, as its failures name it. */
export type SandboxWork = 'build' | 'type-check';

export const sandboxTexts = {
  /** What a build answers: the reason (which may name the server's folders) is only in the server's log. */
  unavailable:
    'Builds are off on this server: the build sandbox (bubblewrap) cannot run here. The operator can install bubblewrap and allow user namespaces (the server log says what failed), or set BUILD_SANDBOX=off.',
  /** What a build answers when the sandbox, which worked before or timed out, has not recovered within the wait. */
  paused:
    'Builds are paused on this server while its build sandbox recovers; nothing in your project is wrong. The preview is built again by itself in a minute.',
  unavailableLog: (reason: string) => `The build sandbox (bubblewrap) cannot run here, so builds are off: ${reason}`,
  shuttingDown: 'The server is shutting down: the preview is built again once it is back.',
  recoveringLog: (reason: string) =>
    `The build sandbox did not answer its check (${reason}): builds wait while it is checked again.`,
  recoveredLog: 'The build sandbox answers again: builds are back on.',
  tooLong: (seconds: number, work: SandboxWork = 'build') =>
    `The ${work} took longer than ${seconds} seconds and was stopped.`,
  outOfMemory: (work: SandboxWork = 'build') => `The ${work} ran out of memory and was stopped.`,
  tooMuchCpu: (work: SandboxWork = 'build') => `The ${work} used too much CPU time and was stopped.`,
  tooLarge: (megabytes: number) => `The built app is larger than ${megabytes} MB.`,
  crashed: (work: SandboxWork = 'build') =>
    `The ${work} stopped unexpectedly. Try again; if it keeps happening, simplify the last change.`,
} as const;

/** Why a worker ended by itself, in the user's words. */
export function causeOf(signal: NodeJS.Signals | null, stderr: string, work: SandboxWork) {
  if (/heap out of memory|Cannot allocate memory|out of memory|ENOMEM|Array buffer allocation failed/i.test(stderr))
    return sandboxTexts.outOfMemory(work);
  if (signal === 'SIGXCPU') return sandboxTexts.tooMuchCpu(work);
  // Anything else (a process or thread refused at the process limit aborts Node, say) is a crash.
  return sandboxTexts.crashed(work);
}
