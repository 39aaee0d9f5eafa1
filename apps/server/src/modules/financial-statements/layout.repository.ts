import type { StatementKind, StatementSection } from '@suanklang/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { standardLayout, type Layout, type LayoutHeader } from './default-layout';
import {
  statementHeader,
  statementLayout,
  statementLine,
  statementLineAccount,
} from './financial-statements.schema';

/** The property's layout of a kind, or the standard one when it has none of its own. */
export async function layoutOf(tx: Executor, propertyId: string, kind: StatementKind): Promise<Layout> {
  const [own] = await tx
    .select({ kind: statementLayout.kind })
    .from(statementLayout)
    .where(and(eq(statementLayout.propertyId, propertyId), eq(statementLayout.kind, kind)));
  if (!own) return standardLayout(kind);
  const headers = await tx
    .select()
    .from(statementHeader)
    .where(and(eq(statementHeader.propertyId, propertyId), eq(statementHeader.kind, kind)))
    .orderBy(asc(statementHeader.sequence), asc(statementHeader.createdAt));
  const ids = headers.map((h) => h.id);
  const lines =
    ids.length === 0
      ? []
      : await tx
          .select()
          .from(statementLine)
          .where(and(eq(statementLine.propertyId, propertyId), inArray(statementLine.headerId, ids)))
          .orderBy(asc(statementLine.sequence), asc(statementLine.createdAt));
  const lineIds = lines.map((l) => l.id);
  const ranges =
    lineIds.length === 0
      ? []
      : await tx
          .select()
          .from(statementLineAccount)
          .where(
            and(
              eq(statementLineAccount.propertyId, propertyId),
              inArray(statementLineAccount.lineId, lineIds),
            ),
          )
          .orderBy(asc(statementLineAccount.accountFrom));
  return {
    kind,
    custom: true,
    headers: headers.map((h): LayoutHeader => ({
      id: h.id,
      section: h.section as StatementSection,
      nameTh: h.nameTh,
      nameEn: h.nameEn,
      lines: lines
        .filter((l) => l.headerId === h.id)
        .map((l) => ({
          id: l.id,
          nameTh: l.nameTh,
          nameEn: l.nameEn,
          accounts: ranges
            .filter((r) => r.lineId === l.id)
            .map((r) => ({ from: r.accountFrom, to: r.accountTo })),
        })),
    })),
  };
}

/** Locks the property's layout row of a kind (edits of one layout wait for each other); false when none. */
export async function lockLayout(tx: Executor, propertyId: string, kind: string): Promise<boolean> {
  const rows = await tx
    .select({ kind: statementLayout.kind })
    .from(statementLayout)
    .where(and(eq(statementLayout.propertyId, propertyId), eq(statementLayout.kind, kind)))
    .for('update');
  return rows.length > 0;
}

/** Writes a whole layout as the property's own (the copy of the standard one). */
export async function insertLayout(tx: Executor, propertyId: string, layout: Layout, userId: string) {
  await tx.insert(statementLayout).values({ propertyId, kind: layout.kind, createdBy: userId });
  for (const [hi, h] of layout.headers.entries()) {
    const [header] = await tx
      .insert(statementHeader)
      .values({
        propertyId,
        kind: layout.kind,
        section: h.section,
        sequence: hi + 1,
        nameTh: h.nameTh,
        nameEn: h.nameEn,
      })
      .returning({ id: statementHeader.id });
    for (const [li, l] of h.lines.entries()) await insertLine(tx, propertyId, header!.id, li + 1, l);
  }
}

export async function insertLine(
  tx: Executor,
  propertyId: string,
  headerId: string,
  sequence: number,
  l: { nameTh: string; nameEn: string; accounts: { from: string; to: string }[] },
): Promise<string> {
  const [line] = await tx
    .insert(statementLine)
    .values({ propertyId, headerId, sequence, nameTh: l.nameTh, nameEn: l.nameEn })
    .returning({ id: statementLine.id });
  await insertRanges(tx, propertyId, line!.id, l.accounts);
  return line!.id;
}

export async function insertRanges(
  tx: Executor,
  propertyId: string,
  lineId: string,
  accounts: { from: string; to: string }[],
) {
  if (accounts.length > 0)
    await tx
      .insert(statementLineAccount)
      .values(accounts.map((r) => ({ propertyId, lineId, accountFrom: r.from, accountTo: r.to })));
}

/** Drops the property's own layout of a kind, its headers, lines and ranges with it (cascade). */
export async function deleteLayout(tx: Executor, propertyId: string, kind: string): Promise<void> {
  await tx
    .delete(statementLayout)
    .where(and(eq(statementLayout.propertyId, propertyId), eq(statementLayout.kind, kind)));
}

export async function findHeader(tx: Executor, propertyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(statementHeader)
    .where(and(eq(statementHeader.propertyId, propertyId), eq(statementHeader.id, id)));
  return row ?? null;
}

export async function findLine(tx: Executor, propertyId: string, id: string) {
  const [row] = await tx
    .select({ line: statementLine, kind: statementHeader.kind, section: statementHeader.section })
    .from(statementLine)
    .innerJoin(
      statementHeader,
      and(
        eq(statementHeader.propertyId, statementLine.propertyId),
        eq(statementHeader.id, statementLine.headerId),
      ),
    )
    .where(and(eq(statementLine.propertyId, propertyId), eq(statementLine.id, id)));
  return row ?? null;
}

export type Sequenced = { id: string; sequence: number };

/** The headers of a layout (of one section), or the lines of a header, in their order. */
export async function siblings(
  tx: Executor,
  propertyId: string,
  of: { kind: string; section?: string } | { headerId: string },
): Promise<Sequenced[]> {
  if ('kind' in of)
    return tx
      .select({ id: statementHeader.id, sequence: statementHeader.sequence })
      .from(statementHeader)
      .where(
        and(
          eq(statementHeader.propertyId, propertyId),
          eq(statementHeader.kind, of.kind),
          of.section ? eq(statementHeader.section, of.section) : undefined,
        ),
      )
      .orderBy(asc(statementHeader.sequence), asc(statementHeader.createdAt));
  return tx
    .select({ id: statementLine.id, sequence: statementLine.sequence })
    .from(statementLine)
    .where(and(eq(statementLine.propertyId, propertyId), eq(statementLine.headerId, of.headerId)))
    .orderBy(asc(statementLine.sequence), asc(statementLine.createdAt));
}

/** Numbers the given headers or lines 1..n in the given order (only those whose place changed are written). */
export async function renumber(tx: Executor, item: 'HEADER' | 'LINE', ordered: Sequenced[]): Promise<void> {
  const table = item === 'HEADER' ? statementHeader : statementLine;
  for (const [i, row] of ordered.entries())
    if (row.sequence !== i + 1)
      await tx
        .update(table)
        .set({ sequence: i + 1, updatedAt: new Date() })
        .where(eq(table.id, row.id));
}

export { statementHeader, statementLine, statementLineAccount };
