import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildApp } from '../app';

/**
 * Two instances of the server with one REDIS_URL count one client's calls together: the limit reached through
 * one holds on the other. Needs the Redis the development and CI machines run at 127.0.0.1:6379 (REDIS_URL
 * overrides it). Without REDIS_URL each instance counts its own, as before.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const env = { RATE_LIMIT_PER_MINUTE: '4', REDIS_URL };

let first: TestApp;
let second: FastifyInstance;
let alone: FastifyInstance;
beforeAll(async () => {
  first = await createTestApp(env);
  second = await buildApp(first.config, first.database);
  await second.ready();
  alone = await buildApp({ ...first.config, redisUrl: null }, first.database);
  await alone.ready();
}, 120_000);
afterAll(async () => {
  await Promise.all([second.close(), alone.close()]);
  await first.close();
});

/** A client address of its own for this run, so an earlier run's counts (kept a minute) do not meet it. */
const address = () => `198.51.100.${1 + (randomBytes(1)[0]! % 250)}`;
const call = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'GET', url: '/auth/oidc-config', remoteAddress });

describe('rate limits shared through Redis', () => {
  it('counts a client on both instances together: the fifth call is refused on whichever answers it', async () => {
    const client = `2001:db8::${randomBytes(2).toString('hex')}`;
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push((await call(i % 2 === 0 ? first.app : second, client)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 429, 429]);
    // Another client is not held back by the first one's count.
    expect((await call(second, address())).statusCode).toBe(200);
  });

  it('without REDIS_URL an instance counts only its own calls', async () => {
    const client = `2001:db8::${randomBytes(2).toString('hex')}`;
    for (let i = 0; i < 4; i++) expect((await call(first.app, client)).statusCode).toBe(200);
    expect((await call(first.app, client)).statusCode).toBe(429);
    expect((await call(alone, client)).statusCode).toBe(200);
  });
});
