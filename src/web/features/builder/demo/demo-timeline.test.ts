import { describe, expect, it } from 'vitest';
import { demoFiles, demoScript, demoTimings } from '../../../../shared/demo-script';
import { applyDemoEvent, demoTimeline, initialDemoState, upsertMessage } from './demo-timeline';

const playAll = () => demoTimeline().reduce((state, { event }) => applyDemoEvent(state, event), initialDemoState);

describe('the demo script', () => {
  it('starts after the start delay and types the first message one word per tick', () => {
    const events = demoTimeline();
    const typing = events.filter((e) => e.event.type === 'message' && e.event.id === 'demo-user-1');
    const words = demoScript.firstUserMessage.split(' ');
    expect(typing).toHaveLength(words.length);
    expect(typing[0]).toMatchObject({ at: demoTimings.startDelayMs, event: { content: words[0] } });
    expect(typing[1]?.at).toBe(demoTimings.startDelayMs + demoTimings.wordDelayMs);
    expect(typing.at(-1)?.event).toMatchObject({ content: demoScript.firstUserMessage });
  });

  it('builds in six steps of 800 ms, about 16.7% each, then pauses 1 s before the final reply and files', () => {
    const events = demoTimeline();
    const progress = events.filter((e) => e.event.type === 'progress');
    const values = progress.map((e) => (e.event.type === 'progress' ? e.event.value : undefined));
    expect(values.slice(0, 7).map((v) => (v === null || v === undefined ? v : Math.round(v * 10) / 10))).toEqual([
      0, 16.7, 33.3, 50, 66.7, 83.3, 100,
    ]);
    expect(values.at(-1)).toBeNull();
    const gaps = progress.slice(1, 7).map((e, i) => e.at - (progress[i]?.at ?? 0));
    expect(gaps).toEqual(Array(6).fill(demoTimings.buildStepMs));
    const end = progress.at(-1)?.at ?? 0;
    expect(end - (progress[6]?.at ?? 0)).toBe(demoTimings.endPauseMs);
    expect(events.at(-1)).toEqual({ at: end, event: { type: 'files' } });
  });

  it('ends with two user messages, two replies in order, four files and no build in progress', () => {
    const state = playAll();
    expect(state.messages.map((m) => [m.role, m.order])).toEqual([
      ['user', 1],
      ['assistant', 2],
      ['user', 3],
      ['assistant', 4],
    ]);
    expect(state.messages[3]?.content).toBe(demoScript.finalReply);
    expect(state.files.map((f) => f.filePath)).toEqual(demoFiles.map((f) => f.filePath));
    expect(state.files).toHaveLength(4);
    expect(state.buildProgress).toBeNull();
    expect(state.thinking).toBe(false);
  });

  it('shows the AI thinking after each user message until its reply', () => {
    let state = initialDemoState;
    const seen: boolean[] = [];
    for (const { event } of demoTimeline()) {
      state = applyDemoEvent(state, event);
      if (event.type === 'thinking' || (event.type === 'message' && event.role === 'assistant'))
        seen.push(state.thinking);
    }
    expect(seen).toEqual([true, false, true, false]);
  });

  it('takes about ten seconds from start to finish', () => {
    const last = demoTimeline().at(-1)?.at ?? 0;
    expect(last).toBeGreaterThan(8000);
    expect(last).toBeLessThan(15_000);
  });
});

describe('upsertMessage', () => {
  it('replaces the content of a message being typed and appends new ones after the highest order', () => {
    const first = upsertMessage([], { id: 'a', role: 'user', content: 'Hello' });
    const typed = upsertMessage(first, { id: 'a', role: 'user', content: 'Hello there' });
    expect(typed).toHaveLength(1);
    expect(typed[0]?.content).toBe('Hello there');
    const next = upsertMessage(typed, { id: 'b', role: 'assistant', content: 'Hi' });
    expect(next.map((m) => m.order)).toEqual([1, 2]);
  });
});
