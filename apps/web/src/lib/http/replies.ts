import type { Parser } from './http-client';

/** The envelope of a call whose data the screen does not read (save, modify, activate). */
export type Ack = { statusCode: number; message: string; data?: unknown };

export const ackReply: Parser<Ack> = {
  parse(value: unknown): Ack {
    if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      if (typeof record.statusCode === 'number') {
        return {
          statusCode: record.statusCode,
          message: typeof record.message === 'string' ? record.message : '',
          data: record.data,
        };
      }
    }
    throw new Error('Not a reply envelope');
  },
};
