import { describe, expect, it } from 'vitest';
import { RunRegistry } from './run-channel';

describe('Stop', () => {
  it('reaches a run executing here at once, and one that starts here after it was pressed', async () => {
    const runs = new RunRegistry();
    let release = () => {};
    const signals: AbortSignal[] = [];
    const running = runs.execute('run-a', 0, async (channel) => {
      signals.push(channel.stopSignal);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    expect(signals[0]?.aborted).toBe(false);
    await runs.stop('run-a');
    expect(signals[0]?.aborted).toBe(true);
    release();
    await running;

    // Pressed while the run waited for a worker: the worker's channel starts stopped.
    await runs.stop('run-b');
    await runs.execute('run-b', 0, async (channel) => {
      signals.push(channel.stopSignal);
    });
    expect(signals[1]?.aborted).toBe(true);
    // Remembered once: a later attempt is not stopped by it.
    await runs.execute('run-b', 1, async (channel) => {
      signals.push(channel.stopSignal);
    });
    expect(signals[2]?.aborted).toBe(false);
  });
});
