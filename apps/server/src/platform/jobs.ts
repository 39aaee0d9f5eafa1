/**
 * Progress of background jobs run by this process (billing runs). The job's row in the database is the record;
 * this only carries the live "done of total" a progress bar polls for while the job's transaction is open.
 */
const progress = new Map<string, { done: number; total: number }>();

export const jobProgress = {
  set(id: string, done: number, total: number): void {
    progress.set(id, { done, total });
  },
  get(id: string): { done: number; total: number } | null {
    return progress.get(id) ?? null;
  },
  clear(id: string): void {
    progress.delete(id);
  },
};
