import {
  ruleMessage,
  SECTIONS_OF_KIND,
  type FieldError,
  type Lang,
  type StatementHeaderSave,
  type StatementKind,
  type StatementLayout,
  type StatementLineSave,
  type StatementSequencePatch,
} from '@suanklang/shared';
import { and, eq } from 'drizzle-orm';
import { audit } from '../../platform/audit';
import type { Db, Executor } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import type { scoped } from '../../platform/request-context';
import { glAccount } from '../config-account';
import { standardLayout, type Layout } from './default-layout';
import * as repo from './layout.repository';
import { inRange, rangesOverlap } from './statement-compute';

type Actor = ReturnType<typeof scoped>;

/** Headers grouped by section in the statement's order (as the statements show them), each numbered 1..n in it. */
export function layoutReply(layout: Layout, lang: Lang): StatementLayout {
  const name = (x: { nameTh: string; nameEn: string }) => (lang === 'en' ? x.nameEn : x.nameTh);
  return {
    kind: layout.kind,
    custom: layout.custom,
    headers: SECTIONS_OF_KIND[layout.kind].flatMap((section) =>
      layout.headers
        .filter((h) => h.section === section)
        .map((h, hi) => ({
          id: h.id,
          section: h.section,
          sequence: hi + 1,
          nameTh: h.nameTh,
          nameEn: h.nameEn,
          name: name(h),
          lines: h.lines.map((l, li) => ({
            id: l.id,
            sequence: li + 1,
            nameTh: l.nameTh,
            nameEn: l.nameEn,
            name: name(l),
            accounts: l.accounts,
          })),
        })),
    ),
  };
}

/** The list moved: one place up or down, or to a place (1 = first); FS005 when there is no such place. */
function moved<T>(list: T[], index: number, patch: StatementSequencePatch): T[] {
  const target =
    patch.move === 'UP' ? index - 1 : patch.move === 'DOWN' ? index + 1 : (patch.sequence ?? 0) - 1;
  if (target < 0 || target >= list.length) throw new AppError('FS005');
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item!);
  return next;
}

/**
 * The layout settings (screen "financial statement layout", the chart of accounts' rights): read the layout,
 * start the property's own as a copy of the standard one, go back to the standard one, and edit headers, lines and
 * their order. Each edit runs in one transaction holding the layout's row, is audited, and answers the layout.
 */
export function createLayoutService(db: Db) {
  const answer = async (tx: Executor, actor: Actor, kind: StatementKind) =>
    layoutReply(await repo.layoutOf(tx, actor.property.id, kind), actor.lang);

  /** An edit of the property's own layout; FS002 while it uses the standard one. */
  async function edit(
    actor: Actor,
    kind: StatementKind,
    work: (tx: Executor) => Promise<{ action: string; entityId: string | null; after?: unknown }>,
  ): Promise<StatementLayout> {
    return db.transaction(async (tx) => {
      if (!(await repo.lockLayout(tx, actor.property.id, kind))) throw new AppError('FS002');
      const done = await work(tx);
      await audit(tx, {
        userId: actor.user.id,
        propertyId: actor.property.id,
        action: done.action,
        entity: 'statement_layout',
        entityId: done.entityId ?? kind,
        after: done.after,
      });
      return answer(tx, actor, kind);
    });
  }

  /**
   * A line's ranges: each must hold an account of the header's category in the chart, and none may overlap a
   * range of another line of the same statement (an account is on one line only). FS004 with each range's reason.
   */
  async function checkRanges(
    tx: Executor,
    actor: Actor,
    kind: StatementKind,
    section: string,
    ranges: StatementLineSave['accounts'],
    ownLineId: string | undefined,
  ) {
    const [layout, accounts] = await Promise.all([
      repo.layoutOf(tx, actor.property.id, kind),
      tx
        .select({ code: glAccount.code })
        .from(glAccount)
        .where(and(eq(glAccount.propertyId, actor.property.id), eq(glAccount.category, section))),
    ]);
    const fields: FieldError[] = [];
    ranges.forEach((r, i) => {
      const other = layout.headers
        .flatMap((h) => h.lines)
        .find((l) => l.id !== ownLineId && l.accounts.some((o) => rangesOverlap(o, r)));
      if (other)
        fields.push({
          path: `accounts.${i}`,
          rule: 'accountRangeOverlap',
          message: ruleMessage(actor.lang, 'accountRangeOverlap', {
            line: actor.lang === 'en' ? other.nameEn : other.nameTh,
          }),
        });
      else if (!accounts.some((a) => inRange(a.code, r)))
        fields.push({
          path: `accounts.${i}`,
          rule: 'accountRangeEmpty',
          message: ruleMessage(actor.lang, 'accountRangeEmpty'),
        });
    });
    ranges.forEach((r, i) => {
      if (ranges.some((o, j) => j < i && rangesOverlap(o, r)))
        fields.push({
          path: `accounts.${i}`,
          rule: 'uniqueValue',
          message: ruleMessage(actor.lang, 'uniqueValue'),
        });
    });
    if (fields.length > 0) throw new AppError('FS004', fields);
  }

  async function headerOf(tx: Executor, actor: Actor, id: string) {
    const header = await repo.findHeader(tx, actor.property.id, id);
    if (!header) throw new AppError('FS003');
    return header;
  }
  async function lineOf(tx: Executor, actor: Actor, id: string) {
    const line = await repo.findLine(tx, actor.property.id, id);
    if (!line) throw new AppError('FS003');
    return line;
  }

  return {
    layout: (actor: Actor, kind: StatementKind) => answer(db, actor, kind),

    async customise(actor: Actor, kind: StatementKind) {
      try {
        return await db.transaction(async (tx) => {
          if (await repo.lockLayout(tx, actor.property.id, kind)) throw new AppError('FS001');
          await repo.insertLayout(tx, actor.property.id, standardLayout(kind), actor.user.id);
          await audit(tx, {
            userId: actor.user.id,
            propertyId: actor.property.id,
            action: 'STATEMENT_LAYOUT_CUSTOMISE',
            entity: 'statement_layout',
            entityId: kind,
          });
          return answer(tx, actor, kind);
        });
      } catch (error) {
        // Two first copies at once: the layout row's key lets one in.
        if (isUniqueViolation(error)) throw new AppError('FS001');
        throw error;
      }
    },

    reset: (actor: Actor, kind: StatementKind) =>
      db.transaction(async (tx) => {
        if (await repo.lockLayout(tx, actor.property.id, kind)) {
          await repo.deleteLayout(tx, actor.property.id, kind);
          await audit(tx, {
            userId: actor.user.id,
            propertyId: actor.property.id,
            action: 'STATEMENT_LAYOUT_RESET',
            entity: 'statement_layout',
            entityId: kind,
          });
        }
        return answer(tx, actor, kind);
      }),

    saveHeader: (actor: Actor, body: StatementHeaderSave) =>
      edit(actor, body.kind, async (tx) => {
        const values = { section: body.section, nameTh: body.nameTh, nameEn: body.nameEn };
        if (body.id) {
          const header = await headerOf(tx, actor, body.id);
          if (header.kind !== body.kind) throw new AppError('FS003');
          await tx
            .update(repo.statementHeader)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(repo.statementHeader.id, header.id));
          return { action: 'STATEMENT_HEADER_UPDATE', entityId: header.id, after: values };
        }
        const last = await repo.siblings(tx, actor.property.id, { kind: body.kind });
        const [created] = await tx
          .insert(repo.statementHeader)
          .values({ propertyId: actor.property.id, kind: body.kind, sequence: last.length + 1, ...values })
          .returning({ id: repo.statementHeader.id });
        return { action: 'STATEMENT_HEADER_CREATE', entityId: created!.id, after: values };
      }),

    async deleteHeader(actor: Actor, id: string) {
      const header = await headerOf(db, actor, id);
      return edit(actor, header.kind as StatementKind, async (tx) => {
        await tx
          .delete(repo.statementHeader)
          .where(eq(repo.statementHeader.id, (await headerOf(tx, actor, id)).id));
        await repo.renumber(tx, 'HEADER', await repo.siblings(tx, actor.property.id, { kind: header.kind }));
        return { action: 'STATEMENT_HEADER_DELETE', entityId: id, after: { nameTh: header.nameTh } };
      });
    },

    async saveLine(actor: Actor, body: StatementLineSave) {
      const header = await headerOf(db, actor, body.headerId);
      const kind = header.kind as StatementKind;
      return edit(actor, kind, async (tx) => {
        await checkRanges(tx, actor, kind, header.section, body.accounts, body.id);
        const values = { nameTh: body.nameTh, nameEn: body.nameEn };
        const after = { headerId: header.id, ...values, accounts: body.accounts };
        if (!body.id) {
          const count = (await repo.siblings(tx, actor.property.id, { headerId: header.id })).length;
          const id = await repo.insertLine(tx, actor.property.id, header.id, count + 1, body);
          return { action: 'STATEMENT_LINE_CREATE', entityId: id, after };
        }
        const { line } = await lineOf(tx, actor, body.id);
        const moving = line.headerId !== header.id;
        const sequence = moving
          ? (await repo.siblings(tx, actor.property.id, { headerId: header.id })).length + 1
          : line.sequence;
        await tx
          .update(repo.statementLine)
          .set({ ...values, headerId: header.id, sequence, updatedAt: new Date() })
          .where(eq(repo.statementLine.id, line.id));
        await tx.delete(repo.statementLineAccount).where(eq(repo.statementLineAccount.lineId, line.id));
        await repo.insertRanges(tx, actor.property.id, line.id, body.accounts);
        if (moving)
          await repo.renumber(
            tx,
            'LINE',
            await repo.siblings(tx, actor.property.id, { headerId: line.headerId }),
          );
        return { action: 'STATEMENT_LINE_UPDATE', entityId: line.id, after };
      });
    },

    async deleteLine(actor: Actor, id: string) {
      const found = await lineOf(db, actor, id);
      return edit(actor, found.kind as StatementKind, async (tx) => {
        const { line } = await lineOf(tx, actor, id);
        await tx.delete(repo.statementLine).where(eq(repo.statementLine.id, line.id));
        await repo.renumber(
          tx,
          'LINE',
          await repo.siblings(tx, actor.property.id, { headerId: line.headerId }),
        );
        return { action: 'STATEMENT_LINE_DELETE', entityId: id, after: { nameTh: line.nameTh } };
      });
    },

    async sequence(actor: Actor, patch: StatementSequencePatch) {
      const kind = (
        patch.item === 'HEADER'
          ? (await headerOf(db, actor, patch.id)).kind
          : (await lineOf(db, actor, patch.id)).kind
      ) as StatementKind;
      return edit(actor, kind, async (tx) => {
        let list: repo.Sequenced[];
        if (patch.item === 'HEADER') {
          // A header moves among the headers of its section: the statement shows sections in a fixed order.
          const header = await headerOf(tx, actor, patch.id);
          list = await repo.siblings(tx, actor.property.id, { kind, section: header.section });
        } else {
          const { line } = await lineOf(tx, actor, patch.id);
          list = await repo.siblings(tx, actor.property.id, { headerId: line.headerId });
        }
        const index = list.findIndex((x) => x.id === patch.id);
        const next = moved(list, index, patch);
        // Keep the places the section's headers had among all headers; only their order within them changes.
        const places = list.map((x) => x.sequence).sort((a, b) => a - b);
        for (const [i, row] of next.entries()) {
          const sequence = patch.item === 'HEADER' ? places[i]! : i + 1;
          if (row.sequence !== sequence) {
            const table = patch.item === 'HEADER' ? repo.statementHeader : repo.statementLine;
            await tx.update(table).set({ sequence, updatedAt: new Date() }).where(eq(table.id, row.id));
          }
        }
        return {
          action: 'STATEMENT_SEQUENCE',
          entityId: patch.id,
          after: { item: patch.item, move: patch.move, sequence: patch.sequence },
        };
      });
    },
  };
}
