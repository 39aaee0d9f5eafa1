import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, safeError } from './logging';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}

/** A failed query as Drizzle throws it: the SQL and its parameters in the message, the driver's error as cause. */
function failedQuery() {
  const cause = Object.assign(
    new Error('duplicate key value violates unique constraint "customer_id_card"'),
    {
      code: '23505',
      constraint: 'customer_id_card',
      detail: 'Key (id_card)=(1101700203451) already exists.',
    },
  );
  return new Error(
    'Failed query: insert into "customer" ("name", "id_card") values ($1, $2)\nparams: สมชาย ใจดี,1101700203451',
    { cause },
  );
}

describe('logs', () => {
  it('keeps the SQLSTATE and constraint of a failed query, never its SQL, values or the database detail', () => {
    const safe = JSON.stringify(safeError(failedQuery()));
    expect(safe).toContain('23505');
    expect(safe).toContain('customer_id_card');
    for (const secret of ['สมชาย', '1101700203451', 'insert into', 'params'])
      expect(safe).not.toContain(secret);
  });

  it('writes no token, cookie, query string or password', () => {
    const { lines, stream } = capture();
    const log = createLogger('info', stream);
    log.info(
      {
        req: {
          method: 'GET',
          url: '/customers/search?name=%E0%B8%AA%E0%B8%A1%E0%B8%8A%E0%B8%B2%E0%B8%A2&idCard=1101700203451',
          headers: { authorization: 'Bearer eyJhbGciOi.secret', cookie: '_session=abc' },
        },
        body: { password: 'hunter2-long-enough' },
      },
      'request',
    );
    log.error({ err: failedQuery() }, 'unhandled error');
    const out = lines.join('');
    expect(out).toContain('/customers/search');
    for (const secret of ['eyJhbGciOi', '_session=abc', 'idCard', '1101700203451', 'hunter2', 'สมชาย']) {
      expect(out).not.toContain(secret);
    }
  });
});
