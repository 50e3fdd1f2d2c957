import type { Message } from 'esbuild';

/** esbuild's answer once its service process has ended: every context of that service is gone. */
export const serviceStopped = (failure: { errors?: Message[]; message?: string }) =>
  [failure.message ?? '', ...(failure.errors ?? []).map((e) => e.text)].some((text) =>
    /The service (?:was stopped|is no longer running)/.test(text),
  );
