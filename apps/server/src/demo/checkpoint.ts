/**
 * Called by the seeding steps after each piece of work they commit (and once between starting a billing run and
 * running it), named like `history:2026-01`, `receipts:2026-03-10`, `deposits:2026-03-11`. Tests throw from it to
 * stop a first start half-way, as a kill would.
 */
export type SeedCheckpoint = (point: string) => void | Promise<void>;

export type SeedOptions = { checkpoint?: SeedCheckpoint };
