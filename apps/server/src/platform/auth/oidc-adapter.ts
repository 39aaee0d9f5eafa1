import { and, eq, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client';
import { oidcPayload } from '../db/schema';

/**
 * oidc-provider storage in our database (sessions, grants, codes, interactions) so that sign-in survives a
 * restart and works across replicas.
 */
export function databaseAdapter(db: Db) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        id,
        kind: this.kind,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      };
      await db
        .insert(oidcPayload)
        .values(row)
        .onConflictDoUpdate({ target: [oidcPayload.kind, oidcPayload.id], set: row });
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const rows = await db
        .select()
        .from(oidcPayload)
        .where(
          and(
            eq(oidcPayload.kind, this.kind),
            condition,
            sql`(${oidcPayload.expiresAt} is null or ${oidcPayload.expiresAt} > now())`,
          ),
        );
      const row = rows[0];
      if (!row) return undefined;
      return { ...(row.payload as AdapterPayload), ...(row.consumedAt ? { consumed: true } : {}) };
    }

    find(id: string) {
      return this.findWhere(eq(oidcPayload.id, id));
    }
    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcPayload.userCode, userCode));
    }
    findByUid(uid: string) {
      return this.findWhere(eq(oidcPayload.uid, uid));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcPayload)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayload.kind, this.kind), eq(oidcPayload.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayload).where(and(eq(oidcPayload.kind, this.kind), eq(oidcPayload.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcPayload).where(eq(oidcPayload.grantId, grantId));
    }
  };
}
