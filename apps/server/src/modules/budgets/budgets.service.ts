import {
  decimalStringToSatang,
  satangToDecimalString,
  spreadByPattern,
  spreadEqually,
  type BudgetCheck,
  type BudgetCheckResult,
  type BudgetDetail,
  type BudgetHeaderAction,
  type BudgetHeaderRow,
  type BudgetModify,
  type BudgetSave,
  type BudgetSpread,
  type BudgetSearchBody,
  type BudgetStatus,
  type BudgetTransfer,
  type BudgetYear,
  type Lang,
  formatMoney,
  ruleMessage,
} from '@suanklang/shared';
import { audit } from '../../platform/audit';
import { bangkokToday } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import type { scoped } from '../../platform/request-context';
import { nameIn } from '../config-account';
import * as repo from './budgets.repository';
import { committedRows } from './commitments';
import {
  basisPointsOf,
  fiscalYearDates,
  fiscalYearOf,
  monthList,
  periodOf,
  scaleByBasisPoints,
  startPeriodOf,
  yearsOverlap,
} from './grid';

export type Actor = ReturnType<typeof scoped>;
type Grid = {
  lines?: { budgetItemCode: string; month: number; amount: number }[] | undefined;
  annual?: { budgetItemCode: string; amount: number; spread?: BudgetSpread | undefined }[] | undefined;
};
/** Cells keyed `itemId|month`, in satang. */
type Cells = Map<string, number>;

export const key = (itemId: string, month: number) => `${itemId}|${month}`;
const money = (satang: number) => satangToDecimalString(satang);
const toSatang = (text: string | null) => (text === null ? 0 : decimalStringToSatang(text));

function headerRow(r: repo.HeaderRow): BudgetHeaderRow {
  const h = r.header;
  return {
    budgetHeaderID: h.id,
    year: h.fiscalYear,
    status: h.status as BudgetStatus,
    revision: h.revision,
    total: money(toSatang(r.total)),
    createdBy: r.createdBy,
    createdDate: h.createdAt.toISOString(),
    updatedDate: h.updatedAt?.toISOString() ?? null,
    confirmedDate: h.confirmedAt?.toISOString() ?? null,
    closedDate: h.closedAt?.toISOString() ?? null,
  };
}

function itemDescription(i: repo.ItemRow, lang: Lang) {
  return nameIn({ nameTh: i.item.descriptionTh, nameEn: i.item.descriptionEn }, lang);
}

/** Confirm, close, transfer and revising a confirmed budget are the property manager's (PROPERTY_ADMIN). */
function assertManager(actor: Actor) {
  if (!actor.rights.objects.has('PROPERTY_ADMIN')) throw new AppError('BG111');
}

/** The first month of a fiscal year: its budget's when it has one, else by the property's setting now. */
export async function yearStart(
  tx: Executor,
  propertyId: string,
  year: number,
  header?: { startPeriod: string } | null,
): Promise<string> {
  return header?.startPeriod ?? startPeriodOf(year, await repo.fiscalStartMonthOf(tx, propertyId));
}

/** The fiscal year a calendar month (YYYY-MM) belongs to, by the property's setting. */
export async function fiscalYearAt(tx: Executor, propertyId: string, period: string): Promise<number> {
  return fiscalYearOf(period, await repo.fiscalStartMonthOf(tx, propertyId));
}

/** The first month of the twelve months before a fiscal year. */
const yearBefore = (startPeriod: string) => periodOf(startPeriod, -11);

/** Satang per account and month spread onto the items whose expense account it is (an item per account sees all of it). */
function cellsOfItems(
  items: repo.ItemRow[],
  startPeriod: string,
  rows: { accountCode: string; period: string; amount: number }[],
): Cells {
  const months = new Map(monthList(startPeriod, 'en').map((m) => [m.period, m.month]));
  const cells: Cells = new Map();
  for (const r of rows) {
    const m = months.get(r.period);
    if (!m) continue;
    for (const i of items.filter((x) => x.item.expenseAccountCode === r.accountCode))
      cells.set(key(i.item.id, m), (cells.get(key(i.item.id, m)) ?? 0) + r.amount);
  }
  return cells;
}

async function itemsAndAccounts(tx: Executor, propertyId: string, itemIds?: Set<string>) {
  const items = (await repo.itemsOf(tx, propertyId, false)).filter((i) => !itemIds || itemIds.has(i.item.id));
  return { items, accountCodes: [...new Set(items.map((i) => i.item.expenseAccountCode))] };
}

/** Actual expense per item id and month of a fiscal year (see repository actualsOf). */
export async function actualCells(
  tx: Executor,
  propertyId: string,
  startPeriod: string,
  itemIds?: Set<string>,
) {
  const { items, accountCodes } = await itemsAndAccounts(tx, propertyId, itemIds);
  const { from, to } = fiscalYearDates(startPeriod);
  const rows = await repo.actualsOf(tx, propertyId, accountCodes, from, to);
  return cellsOfItems(
    items,
    startPeriod,
    rows.map((r) => ({ ...r, amount: toSatang(r.amount) })),
  );
}

/** Committed per item id and month of a fiscal year: documents waiting for approval (see commitments.ts). */
export async function committedCells(
  tx: Executor,
  propertyId: string,
  startPeriod: string,
  options: { itemIds?: Set<string>; except?: string } = {},
) {
  const { items, accountCodes } = await itemsAndAccounts(tx, propertyId, options.itemIds);
  const rows = await committedRows(tx, propertyId, {
    accountCodes,
    ...fiscalYearDates(startPeriod),
    ...(options.except ? { except: options.except } : {}),
  });
  return cellsOfItems(items, startPeriod, rows);
}

/**
 * What is left of an item's budget in a month: the confirmed budget's cell less the item's actual expense then.
 * With `lock`, the year's budget header is locked first (`FOR UPDATE`, in the caller's read-committed
 * transaction): a request's save or approval that then records its amount before committing is the only one
 * consuming that budget until it commits, and the next one reads after it (docs/decisions.md "Yearly budgets").
 */
export async function budgetAvailable(
  tx: Executor,
  propertyId: string,
  input: Pick<BudgetCheck, 'budgetYear' | 'budgetMonth' | 'budgetItemCode' | 'amount'>,
  options: { lock?: boolean; except?: string } = {},
): Promise<Omit<BudgetCheckResult, 'control'>> {
  const found = await repo.findHeaderOfYear(tx, propertyId, input.budgetYear, options.lock ?? false);
  const code = input.budgetItemCode.toUpperCase();
  const item = (await repo.itemsOf(tx, propertyId, false)).find((i) => i.item.code === code)?.item;
  if (!item) throw new AppError('BG108');
  const h = found?.status === 'CONFIRMED' ? found : null;
  const startPeriod = await yearStart(tx, propertyId, input.budgetYear, found);
  const line = h
    ? (await repo.linesOf(tx, h.id)).find((l) => l.budgetItemId === item.id && l.month === input.budgetMonth)
    : undefined;
  const budget = toSatang(line?.amount ?? null);
  const actual =
    (await actualCells(tx, propertyId, startPeriod, new Set([item.id]))).get(
      key(item.id, input.budgetMonth),
    ) ?? 0;
  const committed =
    (
      await committedCells(tx, propertyId, startPeriod, {
        itemIds: new Set([item.id]),
        ...(options.except ? { except: options.except } : {}),
      })
    ).get(key(item.id, input.budgetMonth)) ?? 0;
  const available = budget - committed - actual;
  const requested = input.amount ?? 0;
  return {
    budgetItemCode: item.code,
    budgetYear: input.budgetYear,
    budgetMonth: input.budgetMonth,
    period: periodOf(startPeriod, input.budgetMonth),
    budgetHeaderID: h?.id ?? null,
    budget: money(budget),
    committed: money(committed),
    actual: money(actual),
    available: money(available),
    requested: money(requested),
    fits: requested <= available,
  };
}

/**
 * A request's amount against the budget under the property's rule: over the available amount, REFUSE throws BG120
 * (the amount field says what is available), WARN answers `fits: false` for the screen to warn and go on. Requests
 * call it when saved and when approved, with `lock` (see budgetAvailable).
 */
export async function budgetControl(
  tx: Executor,
  propertyId: string,
  input: Pick<BudgetCheck, 'budgetYear' | 'budgetMonth' | 'budgetItemCode' | 'amount'>,
  lang: Lang,
  options: { lock?: boolean; except?: string } = {},
): Promise<BudgetCheckResult> {
  const result = await budgetAvailable(tx, propertyId, input, options);
  const control = (await repo.budgetControlOf(tx, propertyId)) ?? 'REFUSE';
  if (!result.fits && control === 'REFUSE') {
    const max = formatMoney(decimalStringToSatang(result.available));
    throw new AppError('BG120', [
      { path: 'amount', rule: 'max_amount', message: ruleMessage(lang, 'max_amount', { max }) },
    ]);
  }
  return { ...result, control };
}

export function createBudgetService(db: Db) {
  /**
   * The grid of the input: items by code (active ones only), lines as given, annual amounts spread equally or by
   * the item's actual per month of the year before `year` (read once, only when some amount asks for it).
   */
  async function cellsOf(
    tx: Executor,
    propertyId: string,
    year: number,
    grid: Grid,
    lang: Lang,
  ): Promise<Cells> {
    const items = new Map((await repo.itemsOf(tx, propertyId, true)).map((i) => [i.item.code, i.item.id]));
    const idOf = (code: string) => {
      const id = items.get(code.toUpperCase());
      if (!id) throw new AppError('BG108');
      return id;
    };
    const cells: Cells = new Map();
    for (const l of grid.lines ?? []) cells.set(key(idOf(l.budgetItemCode), l.month), l.amount);
    const lastYear = (grid.annual ?? []).some((a) => a.spread === 'PATTERN')
      ? await actualCells(
          tx,
          propertyId,
          yearBefore(
            await yearStart(tx, propertyId, year, await repo.findHeaderOfYear(tx, propertyId, year)),
          ),
        )
      : new Map<string, number>();
    (grid.annual ?? []).forEach((a, index) => {
      const id = idOf(a.budgetItemCode);
      // An item is given either month by month or as an annual amount, not both.
      const months = Array.from({ length: 12 }, (_, m) => key(id, m + 1));
      if (months.some((k) => cells.has(k)))
        throw new AppError('ST001', [
          { path: `annual.${index}`, rule: 'uniqueValue', message: ruleMessage(lang, 'uniqueValue') },
        ]);
      const spread =
        a.spread === 'PATTERN'
          ? spreadByPattern(
              a.amount,
              months.map((k) => lastYear.get(k) ?? 0),
            )
          : spreadEqually(a.amount);
      spread.forEach((amount, m) => cells.set(months[m]!, amount));
    });
    return cells;
  }

  /** Last year's budget or actuals, each cell changed by the percentage (active items only). */
  async function builtCells(
    tx: Executor,
    propertyId: string,
    year: number,
    from: NonNullable<BudgetSave['buildFrom']>,
  ) {
    const active = new Set((await repo.itemsOf(tx, propertyId, true)).map((i) => i.item.id));
    let source: Cells;
    if (from.source === 'BUDGET') {
      const last = await repo.findHeaderOfYear(tx, propertyId, year - 1);
      if (!last) throw new AppError('BG110');
      source = new Map(
        (await repo.linesOf(tx, last.id)).map((l) => [key(l.budgetItemId, l.month), toSatang(l.amount)]),
      );
    } else {
      source = await actualCells(tx, propertyId, yearBefore(await yearStart(tx, propertyId, year)), active);
    }
    const bp = basisPointsOf(from.percent);
    const cells: Cells = new Map();
    for (const [k, satang] of source) {
      if (active.has(k.split('|')[0]!)) cells.set(k, scaleByBasisPoints(satang, bp));
    }
    return cells;
  }

  async function snapshot(tx: Executor, propertyId: string, cells: Cells) {
    const codes = new Map((await repo.itemsOf(tx, propertyId, false)).map((i) => [i.item.id, i.item.code]));
    return [...cells]
      .filter(([, amount]) => amount > 0)
      .map(([k, amount]) => {
        const [id, m] = k.split('|');
        return {
          budgetItemId: id!,
          budgetItemCode: codes.get(id!) ?? '',
          month: Number(m),
          amount: money(amount),
        };
      })
      .sort((a, b) => a.budgetItemCode.localeCompare(b.budgetItemCode) || a.month - b.month);
  }

  async function writeGrid(
    tx: Executor,
    actor: Actor,
    header: { id: string; propertyId: string },
    cells: Cells,
  ) {
    const rows = await snapshot(tx, actor.property.id, cells);
    await repo.replaceLines(
      tx,
      header,
      rows.map((r) => ({ budgetItemId: r.budgetItemId, month: r.month, amount: r.amount })),
    );
    return rows.map(({ budgetItemCode, month, amount }) => ({ budgetItemCode, month, amount }));
  }

  async function locked(tx: Executor, actor: Actor, id: string) {
    const h = await repo.findHeader(tx, actor.property.id, id, true);
    if (!h) throw new AppError('BG101');
    return h;
  }

  const saved = (h: repo.BudgetHeader) => ({
    budgetHeaderID: h.id,
    year: h.fiscalYear,
    status: h.status as BudgetStatus,
    revision: h.revision,
  });

  async function detailOf(actor: Actor, tx: Executor, id: string): Promise<BudgetDetail> {
    const row = await repo.findHeaderRow(tx, actor.property.id, id);
    if (!row) throw new AppError('BG101');
    const items = await repo.itemsOf(tx, actor.property.id, false);
    const lines = await repo.linesOf(tx, id);
    const grid = items
      .map((i) => {
        const months = Array.from({ length: 12 }, (_, m) =>
          toSatang(lines.find((l) => l.budgetItemId === i.item.id && l.month === m + 1)?.amount ?? null),
        );
        return { i, months, has: lines.some((l) => l.budgetItemId === i.item.id) };
      })
      .filter((x) => x.has)
      .map(({ i, months }) => ({
        budgetItemCode: i.item.code,
        budgetItemDescription: itemDescription(i, actor.lang),
        expenseAccountCode: i.item.expenseAccountCode,
        months: months.map(money),
        total: money(months.reduce((s, a) => s + a, 0)),
      }));
    const history = (await repo.historyOf(tx, id)).map(({ h, fromCode, toCode, createdBy }) => ({
      revision: h.revision,
      action: h.action as BudgetDetail['history'][number]['action'],
      reason: h.reason,
      fromItemCode: fromCode,
      fromMonth: h.fromMonth,
      toItemCode: toCode,
      toMonth: h.toMonth,
      amount: h.amount === null ? null : money(toSatang(h.amount)),
      lines: h.lines ?? null,
      createdBy,
      createdDate: h.createdAt.toISOString(),
    }));
    return {
      ...headerRow(row),
      monthList: monthList(row.header.startPeriod, actor.lang),
      items: grid,
      history,
    };
  }

  async function auditBudget(
    tx: Executor,
    actor: Actor,
    action: string,
    h: repo.BudgetHeader,
    after: unknown,
  ) {
    await audit(tx, {
      userId: actor.user.id,
      propertyId: actor.property.id,
      action,
      entity: 'budget',
      entityId: h.id,
      after,
    });
  }

  /** Confirm (a draft) or close (a confirmed budget): the manager's, under the header's lock, in the history. */
  async function changeState(
    actor: Actor,
    input: BudgetHeaderAction,
    step: { from: BudgetStatus; refused: 'BG103' | 'BG104'; to: 'CONFIRMED' | 'CLOSED' },
  ) {
    assertManager(actor);
    return db.transaction(async (tx) => {
      const h = await locked(tx, actor, input.budgetHeaderID);
      if (h.status !== step.from) throw new AppError(step.refused);
      const now = new Date();
      const stamp =
        step.to === 'CONFIRMED'
          ? { confirmedBy: actor.user.id, confirmedAt: now }
          : { closedBy: actor.user.id, closedAt: now };
      const after = await repo.updateHeader(tx, h.id, {
        status: step.to,
        ...stamp,
        updatedBy: actor.user.id,
        updatedAt: now,
      });
      await repo.insertHistory(tx, {
        propertyId: h.propertyId,
        headerId: h.id,
        revision: h.revision,
        action: step.to === 'CONFIRMED' ? 'CONFIRM' : 'CLOSE',
        reason: input.reason ?? null,
        createdBy: actor.user.id,
      });
      await auditBudget(tx, actor, step.to === 'CONFIRMED' ? 'confirm' : 'close', after, { status: step.to });
      return saved(after);
    });
  }
  return {
    async search(actor: Actor, q: BudgetSearchBody) {
      const { rows, total } = await repo.listHeaders(db, actor.property.id, q, q);
      return { rows: rows.map(headerRow), paging: { page: q.page, pageSize: q.pageSize, total } };
    },

    async list(actor: Actor) {
      return (await repo.listHeaders(db, actor.property.id, {})).rows.map(headerRow);
    },

    async items(actor: Actor) {
      return (await repo.itemsOf(db, actor.property.id, true)).map((i) => ({
        budgetItemCode: i.item.code,
        budgetItemDescription: itemDescription(i, actor.lang),
        expenseAccountCode: i.item.expenseAccountCode,
      }));
    },

    detail: (actor: Actor, id: string) => detailOf(actor, db, id),

    async latest(actor: Actor) {
      const [first] = (await repo.listHeaders(db, actor.property.id, {}, { page: 1, pageSize: 1 })).rows;
      return first ? detailOf(actor, db, first.header.id) : null;
    },

    async budgetYear(actor: Actor, year: number | undefined): Promise<BudgetYear> {
      const y = year ?? (await fiscalYearAt(db, actor.property.id, bangkokToday().slice(0, 7)));
      const h = await repo.findHeaderOfYear(db, actor.property.id, y);
      return {
        year: y,
        budgetHeaderID: h?.id ?? null,
        status: (h?.status as BudgetStatus | undefined) ?? null,
        monthList: monthList(await yearStart(db, actor.property.id, y, h), actor.lang),
      };
    },

    async years(actor: Actor): Promise<BudgetYear[]> {
      return (await repo.listHeaders(db, actor.property.id, {})).rows.map(({ header: h }) => ({
        year: h.fiscalYear,
        budgetHeaderID: h.id,
        status: h.status as BudgetStatus,
        monthList: monthList(h.startPeriod, actor.lang),
      }));
    },

    /** A new draft: the grid given, or built from last year; one budget per property and fiscal year. */
    async save(actor: Actor, input: BudgetSave) {
      return db
        .transaction(async (tx) => {
          if (await repo.findHeaderOfYear(tx, actor.property.id, input.year)) throw new AppError('BG102');
          const startPeriod = await yearStart(tx, actor.property.id, input.year);
          // After the first month was changed, a year may reach into a neighbour budgeted under the old one.
          const others = (await repo.listHeaders(tx, actor.property.id, {})).rows;
          if (others.some(({ header }) => yearsOverlap(header.startPeriod, startPeriod)))
            throw new AppError('BG121');
          const cells = input.buildFrom
            ? await builtCells(tx, actor.property.id, input.year, input.buildFrom)
            : await cellsOf(tx, actor.property.id, input.year, input, actor.lang);
          const h = await repo.insertHeader(tx, {
            propertyId: actor.property.id,
            fiscalYear: input.year,
            startPeriod,
            createdBy: actor.user.id,
          });
          const lines = await writeGrid(tx, actor, h, cells);
          const reason = input.buildFrom
            ? `${input.buildFrom.source} ${input.year - 1} ${input.buildFrom.percent >= 0 ? '+' : ''}${input.buildFrom.percent}%`
            : null;
          await repo.insertHistory(tx, {
            propertyId: h.propertyId,
            headerId: h.id,
            revision: 0,
            action: 'SAVE',
            reason,
            lines,
            createdBy: actor.user.id,
          });
          await auditBudget(tx, actor, 'create', h, { year: input.year, lines: lines.length, reason });
          return saved(h);
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) && !(error instanceof AppError) ? new AppError('BG102') : error;
        });
    },

    /** A draft's grid is replaced; a confirmed budget's takes the next revision, with a reason, by the manager. */
    async modify(actor: Actor, input: BudgetModify) {
      return db.transaction(async (tx) => {
        const h = await locked(tx, actor, input.budgetHeaderID);
        if (h.status === 'CLOSED') throw new AppError('BG109');
        const confirmed = h.status === 'CONFIRMED';
        if (confirmed) {
          assertManager(actor);
          if (!input.reason) throw new AppError('BG105');
        }
        const cells = await cellsOf(tx, actor.property.id, h.fiscalYear, input, actor.lang);
        const lines = await writeGrid(tx, actor, h, cells);
        const revision = confirmed ? h.revision + 1 : h.revision;
        const after = await repo.updateHeader(tx, h.id, {
          revision,
          updatedBy: actor.user.id,
          updatedAt: new Date(),
        });
        await repo.insertHistory(tx, {
          propertyId: h.propertyId,
          headerId: h.id,
          revision,
          action: 'MODIFY',
          reason: input.reason ?? null,
          lines,
          createdBy: actor.user.id,
        });
        await auditBudget(tx, actor, 'modify', after, {
          revision,
          reason: input.reason,
          lines: lines.length,
        });
        return saved(after);
      });
    },

    confirm(actor: Actor, input: BudgetHeaderAction) {
      return changeState(actor, input, { from: 'DRAFT', refused: 'BG103', to: 'CONFIRMED' });
    },

    close(actor: Actor, input: BudgetHeaderAction) {
      return changeState(actor, input, { from: 'CONFIRMED', refused: 'BG104', to: 'CLOSED' });
    },

    /** Only a draft is deleted (with its lines and history); a confirmed budget is closed instead. */
    async remove(actor: Actor, input: BudgetHeaderAction) {
      await db.transaction(async (tx) => {
        const h = await locked(tx, actor, input.budgetHeaderID);
        if (h.status !== 'DRAFT') throw new AppError('BG103');
        await repo.deleteHeader(tx, h.id);
        await auditBudget(tx, actor, 'delete', h, { year: h.fiscalYear });
      });
    },

    /**
     * Moves an amount from one cell to another of a confirmed budget: the total stays, and the source's remaining
     * budget (its cell less its actual expense in that month) may not go below zero.
     */
    async transfer(actor: Actor, input: BudgetTransfer) {
      assertManager(actor);
      const from = input.fromItemCode.toUpperCase();
      const to = input.toItemCode.toUpperCase();
      if (from === to && input.fromMonth === input.toMonth) throw new AppError('BG107');
      return db.transaction(async (tx) => {
        const h = await locked(tx, actor, input.budgetHeaderID);
        if (h.status !== 'CONFIRMED') throw new AppError('BG104');
        const all = await repo.itemsOf(tx, actor.property.id, false);
        const fromItem = all.find((i) => i.item.code === from)?.item;
        const toItem = all.find((i) => i.item.code === to && i.item.active === 'Y')?.item;
        if (!fromItem || !toItem) throw new AppError('BG108');
        const lines = await repo.linesOf(tx, h.id);
        const cell = (itemId: string, m: number) =>
          toSatang(lines.find((l) => l.budgetItemId === itemId && l.month === m)?.amount ?? null);
        const fromBudget = cell(fromItem.id, input.fromMonth);
        const actual =
          (await actualCells(tx, actor.property.id, h.startPeriod, new Set([fromItem.id]))).get(
            key(fromItem.id, input.fromMonth),
          ) ?? 0;
        if (fromBudget - input.amount < 0 || fromBudget - input.amount - actual < 0)
          throw new AppError('BG106');
        await repo.setCell(tx, h, fromItem.id, input.fromMonth, money(fromBudget - input.amount));
        await repo.setCell(
          tx,
          h,
          toItem.id,
          input.toMonth,
          money(cell(toItem.id, input.toMonth) + input.amount),
        );
        const after = await repo.updateHeader(tx, h.id, { updatedBy: actor.user.id, updatedAt: new Date() });
        await repo.insertHistory(tx, {
          propertyId: h.propertyId,
          headerId: h.id,
          revision: h.revision,
          action: 'TRANSFER',
          reason: input.reason,
          fromItemId: fromItem.id,
          fromMonth: input.fromMonth,
          toItemId: toItem.id,
          toMonth: input.toMonth,
          amount: money(input.amount),
          createdBy: actor.user.id,
        });
        await auditBudget(tx, actor, 'transfer', after, {
          from,
          fromMonth: input.fromMonth,
          to,
          toMonth: input.toMonth,
          amount: money(input.amount),
          reason: input.reason,
        });
        return saved(after);
      });
    },

    /**
     * What is left of an item's budget in a month: the confirmed budget's cell less the actual expense, read in
     * one snapshot (repeatable read, read only) so the two figures agree with each other.
     */
    async check(actor: Actor, input: BudgetCheck): Promise<BudgetCheckResult> {
      return db.transaction((tx) => budgetControl(tx, actor.property.id, input, actor.lang), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      });
    },
  };
}
