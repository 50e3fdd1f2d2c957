import { z } from 'zod';
import { aiModelIds, defaultModel, projectLimits } from './projects';

/** Working together in one project: who is here, and the replies waiting their turn. */
export const collaborationLimits = {
  /** An open builder says it is there this often... */
  heartbeatMs: 10_000,
  /** ...and counts as gone once it has been quiet this long. */
  presentForMs: 30_000,
  /** Messages that may wait for their turn in one project. */
  queueMax: 10,
} as const;

export const queueMessageSchema = z.object({
  content: z.string().trim().min(1, 'Message cannot be empty.').max(projectLimits.chatMaxLength),
  model: z.enum(aiModelIds).default(defaultModel),
  discussMode: z.boolean().default(false),
});

export const collaborationTexts = {
  queued: 'Queued: it will be sent when the current reply finishes.',
  queueFull: `${collaborationLimits.queueMax} messages are already waiting in this project. Wait for some to be answered.`,
  notYours: 'Only its sender or a workspace admin can take a queued message back.',
  queuedNotFound: 'That queued message was already sent or taken back.',
  waiting: (count: number) => (count === 1 ? '1 message waiting' : `${count} messages waiting`),
  takeBack: 'Take back',
  queueSend: 'Queue after the current reply',
  hereNow: 'Here now',
  you: 'you',
} as const;
