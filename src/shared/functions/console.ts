import { z } from 'zod';

/** The builder's console: one call of a function, as a chosen identity, with a body typed by hand. */
export const consoleMethods = ['POST', 'GET', 'PUT', 'PATCH', 'DELETE'] as const;
/** Who the call comes from: nobody signed in, or the owner's own identity in that environment. */
export const consoleIdentities = ['nobody', 'owner'] as const;
export const consoleBodyChars = 64 * 1024;

export const consoleCallSchema = z.object({
  method: z.enum(consoleMethods).default('POST'),
  as: z.enum(consoleIdentities).default('owner'),
  body: z
    .string()
    .max(consoleBodyChars, `A body may hold at most ${consoleBodyChars / 1024} KB.`)
    .default(''),
});
export type ConsoleCall = z.infer<typeof consoleCallSchema>;

/** What the Functions panel lists: an environment's functions, their last calls and the month's use. */
export interface FunctionCallView {
  id: string;
  functionName: string;
  trigger: 'http' | 'hook' | 'schedule' | 'console';
  method: string;
  status: number;
  outcome: string;
  durationMs: number;
  logs: Array<{ level: string; at: number; message: string }>;
  createdAt: string;
}

export interface ScheduleView {
  functionName: string;
  cron: string;
  /** When it comes due next (UTC); it runs only on the live app. */
  nextRunAt: string | null;
  lastRun: Pick<FunctionCallView, 'createdAt' | 'status' | 'outcome'> | null;
}

export interface FunctionsPanel {
  /** The functions of the build the environment serves (none while nothing is served). */
  functions: string[];
  schedules: ScheduleView[];
  calls: FunctionCallView[];
  usage: { calls: number; allowance: number };
  logDays: number;
}

/** What the console shows of an answer: its status, type, and the start of its body. */
export interface ConsoleAnswer {
  outcome: string;
  status: number;
  contentType: string | null;
  body: string;
  durationMs: number;
  logs: FunctionCallView['logs'];
}

export const consoleTexts = {
  nothingServed: 'Nothing is served here yet: build the preview, or deploy, to call its functions.',
  schedulesLiveOnly: 'Schedules run on the live app only. Use the console to run one in the preview.',
} as const;
