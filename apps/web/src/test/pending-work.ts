// The app's timers (antd, TanStack Query, our own debounces) and React's scheduler (setImmediate in Node) are Node
// callbacks: unlike the document's, they outlive a test file. One that runs after the environment is torn down and
// touches the DOM or renders fails with "window is not defined" in a file whose tests all passed. So every timer and
// immediate is tracked from before React loads (the scheduler keeps the setImmediate it finds when it loads: this
// module is imported first by the setup). When a file ends, the setup unmounts the screens, lets the short timers (a
// debounce, a next-tick revoke, a notification) and React's pending work run while the document still exists, and
// cancels what is left (a query's five-minute cache clean-up). Work scheduled after that (a response that arrives
// late renders, and React schedules it) finds no document: it is dropped rather than run.
const nodeSetTimeout = globalThis.setTimeout;
const nodeClearTimeout = globalThis.clearTimeout;
const nodeSetImmediate = globalThis.setImmediate;
const nodeClearImmediate = globalThis.clearImmediate;
const dueAt = new Map<ReturnType<typeof setTimeout>, number>();
const immediates = new Set<ReturnType<typeof setImmediate>>();
/** The environment is torn down once the document's window is gone. */
const tornDown = () => typeof window === 'undefined';

globalThis.setTimeout = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
  const timer = nodeSetTimeout(() => {
    dueAt.delete(timer);
    if (!tornDown()) callback(...args);
  }, delay);
  dueAt.set(timer, Date.now() + (delay ?? 0));
  return timer;
}) as typeof setTimeout;
globalThis.clearTimeout = ((timer?: ReturnType<typeof setTimeout>) => {
  if (timer !== undefined) dueAt.delete(timer);
  nodeClearTimeout(timer);
}) as typeof clearTimeout;
globalThis.setImmediate = ((callback: (...args: unknown[]) => void, ...args: unknown[]) => {
  const immediate = nodeSetImmediate(() => {
    immediates.delete(immediate);
    if (!tornDown()) callback(...args);
  });
  immediates.add(immediate);
  return immediate;
}) as typeof setImmediate;
globalThis.clearImmediate = (immediate?: ReturnType<typeof setImmediate>) => {
  if (immediate !== undefined) immediates.delete(immediate);
  nodeClearImmediate(immediate);
};

const pause = (ms: number) => new Promise<void>((resolve) => nodeSetTimeout(resolve, ms));

/** Lets timers due within `withinMs` and React's pending work run, then cancels every timer still waiting. */
export async function settlePendingWork(withinMs: number): Promise<void> {
  const settleBy = Date.now() + withinMs;
  const busy = () => immediates.size > 0 || [...dueAt.values()].some((due) => due <= settleBy);
  await pause(20);
  while (busy() && Date.now() < settleBy) await pause(20);
  for (const timer of dueAt.keys()) nodeClearTimeout(timer);
  dueAt.clear();
  for (const immediate of immediates) nodeClearImmediate(immediate);
  immediates.clear();
}
