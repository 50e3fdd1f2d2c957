import { z } from 'zod';
import { runStatuses } from './generation';

/** A reply's run as the API shows it (the latest run of a project, and the end of its stream). */
export const runViewSchema = z.object({
  id: z.string(),
  status: z.enum(runStatuses),
  step: z.string(),
  percent: z.number(),
  error: z.string().nullable(),
  userMessageId: z.string().nullable(),
  assistantMessageId: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type RunView = z.infer<typeof runViewSchema>;

/** One chat message as the API shows it. */
export const messageViewSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  order: z.number(),
  createdAt: z.string(),
  /** An agent reply's steps, one line each (absent on other messages). */
  steps: z.array(z.string()).optional(),
});
export type MessageView = z.infer<typeof messageViewSchema>;

/**
 * The preview build of a finished reply's files, when they built: the builder shows it at once
 * instead of asking for the preview again.
 */
export const builtPreviewSchema = z.object({
  id: z.string(),
  durationMs: z.number(),
  sizeBytes: z.number(),
  createdAt: z.string(),
});
export type BuiltPreview = z.infer<typeof builtPreviewSchema>;

/**
 * What a watcher of a run is told over Server-Sent Events, in order: a snapshot of what is
 * written so far, then text, file and step events, and `done` last. The SSE event name is the
 * `type`; the data is the whole object as JSON.
 */
export const runEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('snapshot'),
    text: z.string(),
    files: z.record(z.string(), z.string().nullable()),
    step: z.string(),
    percent: z.number(),
    /** An agent reply's step lines so far. */
    actions: z.array(z.string()).default([]),
  }),
  z.object({ type: z.literal('text'), text: z.string() }),
  /** One step of an agent reply, as a line of it ("Reading src/App.tsx", "Build: 2 problems"). */
  z.object({ type: z.literal('action'), line: z.string() }),
  /** A file written (content) or deleted (null) by the reply. */
  z.object({ type: z.literal('file'), path: z.string(), content: z.string().nullable() }),
  z.object({ type: z.literal('step'), step: z.string(), percent: z.number() }),
  /** How the run ended and the reply as saved; both absent when there was no run or it could not be read. */
  z.object({
    type: z.literal('done'),
    run: runViewSchema.nullable().optional(),
    assistantMessage: messageViewSchema.nullable().optional(),
    builtPreview: builtPreviewSchema.optional(),
  }),
]);
export type RunEvent = z.infer<typeof runEventSchema>;
export type RunEventType = RunEvent['type'];
/** The last event of a run's stream. */
export type RunDoneEvent = Extract<RunEvent, { type: 'done' }>;
export const runEventTypes = [
  'snapshot',
  'text',
  'action',
  'file',
  'step',
  'done',
] as const satisfies readonly RunEventType[];
