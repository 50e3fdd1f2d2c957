import { demoFiles, demoScript, demoTimings } from '../../../../shared/demo-script';
import type { BuilderFile, BuilderMessage } from '../session/builder-session';

/** What the demo's script changes; the rest of the demo session (name, visibility) is separate. */
export interface DemoState {
  messages: BuilderMessage[];
  files: BuilderFile[];
  buildProgress: number | null;
  /** The script's own "AI is thinking..." between a user message and its reply. */
  thinking: boolean;
}

export type DemoEvent =
  | { type: 'message'; id: string; role: BuilderMessage['role']; content: string }
  | { type: 'thinking' }
  | { type: 'progress'; value: number | null }
  | { type: 'files' };

export interface TimedDemoEvent {
  /** Milliseconds after the demo opened. */
  at: number;
  event: DemoEvent;
}

export const initialDemoState: DemoState = { messages: [], files: [], buildProgress: null, thinking: false };

/**
 * The whole script as a list of timed events: one timer per event, and a pure reducer, so the
 * timing and the result can be tested without a browser.
 */
export function demoTimeline(t = demoTimings, script = demoScript): TimedDemoEvent[] {
  const events: TimedDemoEvent[] = [];
  let at = t.startDelayMs;
  // The first message grows by one word each tick; every tick replaces the message's content.
  const words = script.firstUserMessage.split(' ');
  words.forEach((_, index) => {
    const content = words.slice(0, index + 1).join(' ');
    events.push({ at, event: { type: 'message', id: 'demo-user-1', role: 'user', content } });
    if (index < words.length - 1) at += t.wordDelayMs;
  });
  events.push({ at, event: { type: 'thinking' } });
  at += t.messageGapMs;
  events.push({
    at,
    event: { type: 'message', id: 'demo-assistant-1', role: 'assistant', content: script.firstReply },
  });
  at += t.messageGapMs;
  events.push({
    at,
    event: { type: 'message', id: 'demo-user-2', role: 'user', content: script.secondUserMessage },
  });
  events.push({ at, event: { type: 'thinking' } });
  at += t.messageGapMs;
  events.push({ at, event: { type: 'progress', value: 0 } });
  for (let step = 1; step <= t.buildSteps; step++) {
    at += t.buildStepMs;
    events.push({ at, event: { type: 'progress', value: (step * 100) / t.buildSteps } });
  }
  at += t.endPauseMs;
  events.push({ at, event: { type: 'progress', value: null } });
  events.push({
    at,
    event: { type: 'message', id: 'demo-assistant-2', role: 'assistant', content: script.finalReply },
  });
  events.push({ at, event: { type: 'files' } });
  return events;
}

const nextOrder = (messages: BuilderMessage[]) => messages.reduce((max, m) => Math.max(max, m.order), 0) + 1;

/** Adds a message, or replaces its content when it is already there (word-by-word typing). */
export function upsertMessage(
  messages: BuilderMessage[],
  message: Pick<BuilderMessage, 'id' | 'role' | 'content'>,
  now = new Date(),
): BuilderMessage[] {
  const existing = messages.findIndex((m) => m.id === message.id);
  if (existing >= 0) {
    return messages.map((m, index) => (index === existing ? { ...m, content: message.content } : m));
  }
  return [...messages, { ...message, order: nextOrder(messages), createdAt: now.toISOString() }];
}

export function applyDemoEvent(state: DemoState, event: DemoEvent, now = new Date()): DemoState {
  switch (event.type) {
    case 'message':
      // A reply ends the thinking that came before it.
      return {
        ...state,
        messages: upsertMessage(state.messages, event, now),
        thinking: event.role === 'assistant' ? false : state.thinking,
      };
    case 'thinking':
      return { ...state, thinking: true };
    case 'progress':
      return { ...state, buildProgress: event.value };
    case 'files':
      // Freeze flags set by the visitor before the files appear have nothing to apply to.
      return {
        ...state,
        files: demoFiles.map((file, index) => ({ ...file, id: `demo-file-${index + 1}`, isFrozen: false })),
      };
  }
}
