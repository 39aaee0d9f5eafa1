import { describe, expect, it } from 'vitest';
import { inProcessQueue } from './jobs';

/** The embedded database's queue: the job runs in this process at once; drain and stop wait for it. */
describe('the in-process job queue', () => {
  it('runs a sent job once per id, and drain waits for it', async () => {
    const jobs = inProcessQueue();
    const seen: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await jobs.define<{ n: string }>('work', async ({ n }) => {
      seen.push(n);
      await gate;
    });
    await jobs.send('work', 'a', { n: 'first' });
    // The same id while the first is in hand is the same job.
    await jobs.send('work', 'a', { n: 'again' });
    expect(await jobs.pending('work', 'a')).toBe(true);
    let drained = false;
    const drain = jobs.drain().then(() => (drained = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(drained).toBe(false);
    release();
    await drain;
    expect(seen).toEqual(['first']);
    expect(await jobs.pending('work', 'a')).toBe(false);
  });

  it('survives a handler that throws, and refuses a job nobody handles', async () => {
    const jobs = inProcessQueue();
    await jobs.define('broken', () => Promise.reject(new Error('database gone')));
    await jobs.send('broken', 'b', {});
    await jobs.stop();
    expect(await jobs.pending('broken', 'b')).toBe(false);
    await expect(jobs.send('missing', 'c', {})).rejects.toThrow('no handler for job missing');
  });
});
