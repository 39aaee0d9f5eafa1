import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from './config';

/**
 * The calls-per-minute limit, per session (per address before sign-in: a whole office often reaches us through
 * one NAT address). With REDIS_URL the count is kept in Redis, so instances behind a load balancer share it (a
 * client cannot multiply its allowance by the number of instances); without it, in this process. A Redis that
 * does not answer lets calls through rather than stopping the office (the sign-in lockout is counted in the
 * database either way).
 */
export async function registerRateLimit(app: FastifyInstance, config: AppConfig): Promise<void> {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  if (redis) {
    // The address only: the URL may carry a password.
    redis.on('error', (error: Error) =>
      app.log.warn({ err: { message: error.message } }, 'redis unavailable'),
    );
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (req) => {
      const auth = req.headers.authorization;
      return auth ? createHash('sha256').update(auth).digest('base64url') : req.ip;
    },
    ...(redis ? { redis, nameSpace: 'suanklang:rate:', skipOnError: true } : {}),
  });
}
