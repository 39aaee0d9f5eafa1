import { addMonths } from '@suanklang/accounting';
import {
  decimalStringToSatang,
  errorMessage,
  formatMoney,
  ruleMessage,
  type Lang,
  type MeterAutosave,
  toBuddhistYear,
  type MeterRow,
  type MessageKey,
} from '@suanklang/shared';
import { and, eq, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit';
import { bangkokToday } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { scoped } from '../../platform/request-context';
import * as repo from './expenses.repository';
import { meterReading } from './expenses.schema';

type Actor = ReturnType<typeof scoped>;

/** Exact decimal text arithmetic on 2-place meter values (held as hundredths). */
function hundredths(text: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!m) throw new AppError('ST001');
  return BigInt(`${m[1]}${m[2]}${(m[3] ?? '').padEnd(2, '0')}`);
}
const fromHundredths = (n: bigint) => {
  const s = (n < 0n ? -n : n).toString().padStart(3, '0');
  return `${n < 0n ? '-' : ''}${s.slice(0, -2)}.${s.slice(-2)}`;
};
const normalize = (text: string) => fromHundredths(hundredths(text));

/** What a reading used, in hundredths: past the meter's last figure when it rolled over. */
function usedHundredths(previous: string, current: string, wrapDigits: number | null): bigint {
  const used = hundredths(current) - hundredths(previous);
  return wrapDigits === null ? used : used + 100n * 10n ** BigInt(wrapDigits);
}

function rowOf(
  u: { id: string; code: string; building: string; floor: string | null },
  reading:
    | {
        previous: string;
        current: string | null;
        wrapDigits: number | null;
        meterNo: string | null;
        updatedAt: Date;
      }
    | undefined,
  carried: { previous: string; meterNo: string | null } | undefined,
  billed: boolean,
): MeterRow {
  const previous = reading?.previous ?? carried?.previous ?? '0.00';
  const current = reading?.current ?? null;
  const wrapDigits = current === null ? null : (reading?.wrapDigits ?? null);
  return {
    unitCode: u.code,
    building: u.building,
    floor: u.floor,
    meterNo: reading?.meterNo ?? carried?.meterNo ?? null,
    previousMeter: previous,
    currentMeter: current,
    using: current === null ? '0.00' : fromHundredths(usedHundredths(previous, current, wrapDigits)),
    rolloverDigits: wrapDigits,
    updatedDate: reading?.updatedAt.toISOString() ?? null,
    billed,
  };
}

/** Use above this many times the unit's 6-month average needs the clerk's confirmation. */
const USUAL_USE_TIMES = 5n;
const USUAL_USE_MONTHS = 6;

type MeterSettings = { digits: number | null; maxUsage: string | null };
type Usual = { sum: bigint; count: bigint };
type Finding = { rule: MessageKey; message: string };
/** A reading checked against the previous one, the meter's digits and the unit's usual use. */
type Assessed = { ok: true; wrapDigits: number | null; confirm: Finding[] } | { ok: false; error: Finding };

const shown = (h: bigint) => formatMoney(decimalStringToSatang(fromHundredths(h)));

/**
 * A current reading below the previous is a rollover when the meter type has digits and the previous fits them
 * (it is refused otherwise). A rollover, a use over 5 times the unit's average of the 6 months before, or a use
 * above the type's maximum is saved only once the clerk confirms it.
 */
function assessReading(
  lang: Lang,
  previous: string,
  current: string,
  settings: MeterSettings,
  usual: Usual | undefined,
): Assessed {
  const confirm: Finding[] = [];
  let wrapDigits: number | null = null;
  if (hundredths(current) < hundredths(previous)) {
    const digits = settings.digits;
    if (digits === null || hundredths(previous) >= 100n * 10n ** BigInt(digits))
      return {
        ok: false,
        error: {
          rule: 'meterGreaterThanPrevious',
          message: ruleMessage(lang, 'meterGreaterThanPrevious', { previous: shown(hundredths(previous)) }),
        },
      };
    wrapDigits = digits;
    confirm.push({
      rule: 'meterRollover',
      message: ruleMessage(lang, 'meterRollover', {
        previous: shown(hundredths(previous)),
        digits,
        usage: shown(usedHundredths(previous, current, digits)),
      }),
    });
  }
  const used = usedHundredths(previous, current, wrapDigits);
  if (usual && usual.count > 0n && usual.sum > 0n && used * usual.count > USUAL_USE_TIMES * usual.sum)
    confirm.push({
      rule: 'meterUsageAboveAverage',
      message: ruleMessage(lang, 'meterUsageAboveAverage', {
        usage: shown(used),
        times: Number(USUAL_USE_TIMES),
        // Half-up to the hundredth.
        average: shown((2n * usual.sum + usual.count) / (2n * usual.count)),
      }),
    });
  if (settings.maxUsage !== null && used > hundredths(settings.maxUsage))
    confirm.push({
      rule: 'meterUsageAboveMaximum',
      message: ruleMessage(lang, 'meterUsageAboveMaximum', {
        usage: shown(used),
        max: shown(hundredths(settings.maxUsage)),
      }),
    });
  return { ok: true, wrapDigits, confirm };
}

/**
 * The next billing month: the month after the latest finished run, and at least the month after the current one
 * (Bangkok), so meters read at a month's end can be entered for the bill after it. Readings of later months are
 * refused: nobody reads a meter that far ahead, so such a month is a slip.
 */
async function assertReadableMonth(db: Executor, propertyId: string, month: string, lang: Lang) {
  const latest = await repo.latestBilledMonth(db, propertyId);
  const afterToday = addMonths(bangkokToday().slice(0, 7), 1);
  const next = latest !== null && addMonths(latest, 1) > afterToday ? addMonths(latest, 1) : afterToday;
  if (month <= next) return;
  const [year = '', mm = ''] = next.split('-');
  throw new AppError('EX009', [
    {
      path: 'month',
      rule: 'meterMonthAfterNextBilling',
      message: ruleMessage(lang, 'meterMonthAfterNextBilling', {
        next: `${mm}/${lang === 'th' ? toBuddhistYear(Number(year)) : year}`,
      }),
    },
  ]);
}

/** Each unit's use over the 6 months before `month` (the months with a reading). */
async function usualUse(
  db: Executor,
  propertyId: string,
  meterTypeCode: string,
  month: string,
  unitIds?: string[],
): Promise<Map<string, Usual>> {
  const rows = await repo.readingsBetween(
    db,
    propertyId,
    meterTypeCode,
    addMonths(month, -USUAL_USE_MONTHS),
    month,
    unitIds,
  );
  const out = new Map<string, Usual>();
  for (const r of rows) {
    const u = out.get(r.unitId) ?? { sum: 0n, count: 0n };
    u.sum += usedHundredths(r.previous, r.current!, r.wrapDigits);
    u.count += 1n;
    out.set(r.unitId, u);
  }
  return out;
}

/** The reading a month starts from: the latest earlier month's current (or its previous when it had none). */
async function carriedOver(db: Executor, propertyId: string, meterTypeCode: string, month: string) {
  const latest = await repo.latestBefore(db, propertyId, meterTypeCode, month);
  return new Map(latest.map((r) => [r.unitId, { previous: r.current ?? r.previous, meterNo: r.meterNo }]));
}

export type MeterImportRow = { rowNo: number; unitCode: string; currentMeter: string };
export type MeterImportResult = {
  saved: number;
  errorCount: number;
  /** Rows that roll over or use far more than usual: saved only when the import says they are confirmed. */
  confirmCount: number;
  rows: (MeterImportRow & { errors: string[]; confirm: string[] })[];
};

/**
 * Saves a month's readings of many units at once (file import, meter devices, the demo history): every row is
 * checked first, and if any row is wrong nothing is saved and each row says what is wrong with it. Rows that need
 * a confirmation (a rollover, a use far above the usual) are listed the same way until `confirmed` is given.
 */
export async function saveReadings(
  tx: Executor,
  who: { propertyId: string; userId: string | null },
  input: {
    month: string;
    meterTypeCode: string;
    rows: MeterImportRow[];
    lang: Lang;
    confirmed?: boolean;
  },
): Promise<MeterImportResult> {
  const { propertyId } = who;
  const { month, meterTypeCode, lang } = input;
  await assertReadableMonth(tx, propertyId, month, lang);
  // One after the other: they share the transaction's connection.
  const units = await repo.activeUnits(tx, propertyId);
  const existing = await repo.readings(tx, propertyId, meterTypeCode, month);
  const carried = await carriedOver(tx, propertyId, meterTypeCode, month);
  const billed = await repo.billedMeterUnits(tx, propertyId, meterTypeCode, month);
  const settings = await repo.meterSettings(tx, propertyId, meterTypeCode);
  const usual = await usualUse(tx, propertyId, meterTypeCode, month);
  const unitByCode = new Map(units.map((u) => [u.code, u]));
  const existingByUnit = new Map(existing.map((r) => [r.unitId, r]));
  const seen = new Set<string>();
  const values: (typeof meterReading.$inferInsert)[] = [];
  const rows = input.rows.map((row) => {
    const errors: string[] = [];
    let confirm: string[] = [];
    const code = row.unitCode.trim().toUpperCase();
    const u = unitByCode.get(code);
    if (!u) errors.push(errorMessage('EX003', lang));
    else if (billed.has(u.id)) errors.push(errorMessage('EX002', lang));
    if (seen.has(code)) errors.push(ruleMessage(lang, 'uniqueValue'));
    seen.add(code);
    let current: string | null = null;
    if (!/^-?\d+(\.\d{1,2})?$/.test(row.currentMeter.trim().replaceAll(',', '')))
      errors.push(ruleMessage(lang, 'number'));
    else {
      current = normalize(row.currentMeter.trim().replaceAll(',', ''));
      if (hundredths(current) < 0n) current = '0.00';
    }
    if (u && current !== null) {
      const previous = existingByUnit.get(u.id)?.previous ?? carried.get(u.id)?.previous ?? '0.00';
      const assessed = assessReading(lang, previous, current, settings, usual.get(u.id));
      if (!assessed.ok) errors.push(assessed.error.message);
      else {
        confirm = assessed.confirm.map((f) => f.message);
        if (errors.length === 0)
          values.push({
            propertyId,
            unitId: u.id,
            meterTypeCode,
            month,
            previous,
            current,
            wrapDigits: assessed.wrapDigits,
            meterNo: carried.get(u.id)?.meterNo ?? null,
            updatedBy: who.userId,
          });
      }
    }
    return { ...row, errors, confirm };
  });
  const errorCount = rows.filter((r) => r.errors.length > 0).length;
  const confirmCount = rows.filter((r) => r.confirm.length > 0).length;
  if (errorCount > 0 || (confirmCount > 0 && input.confirmed !== true))
    return { saved: 0, errorCount, confirmCount, rows };
  for (let i = 0; i < values.length; i += 500) {
    await tx
      .insert(meterReading)
      .values(values.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [
          meterReading.propertyId,
          meterReading.unitId,
          meterReading.meterTypeCode,
          meterReading.month,
        ],
        set: {
          current: sql`excluded.current`,
          wrapDigits: sql`excluded.wrap_digits`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: new Date(),
        },
      });
  }
  await audit(tx, {
    userId: who.userId,
    propertyId,
    action: 'meter.import',
    entity: 'meter_reading',
    after: { month, meterTypeCode, count: values.length, confirmed: confirmCount },
  });
  return { saved: values.length, errorCount: 0, confirmCount, rows };
}

export function createMetersService(db: Db) {
  return {
    async importRows(
      actor: Actor,
      input: { month: string; meterTypeCode: string; rows: MeterImportRow[]; confirmed?: boolean },
    ): Promise<MeterImportResult> {
      return db.transaction((tx) =>
        saveReadings(
          tx,
          { propertyId: actor.property.id, userId: actor.user.id },
          { ...input, lang: actor.lang },
        ),
      );
    },

    async list(
      actor: Actor,
      q: { month: string; meterTypeCode: string; keyword?: string | undefined },
    ): Promise<MeterRow[]> {
      const propertyId = actor.property.id;
      const [units, readings, carried, billed] = await Promise.all([
        repo.activeUnits(db, propertyId, q.keyword),
        repo.readings(db, propertyId, q.meterTypeCode, q.month),
        carriedOver(db, propertyId, q.meterTypeCode, q.month),
        repo.billedMeterUnits(db, propertyId, q.meterTypeCode, q.month),
      ]);
      const byUnit = new Map(readings.map((r) => [r.unitId, r]));
      return units.map((u) => rowOf(u, byUnit.get(u.id), carried.get(u.id), billed.has(u.id)));
    },

    /**
     * Saves one reading as it is typed. A negative current becomes 0 (000 s.3); a current below the previous is
     * refused under its field unless the meter type's digits make it a rollover. A rollover or a use far above
     * the unit's usual is refused with EX008 (what to confirm under the field) until it comes `confirmed`. The
     * previous can be typed only for a unit's first month; later it is carried over. Equal readings are
     * accepted: a vacant unit uses nothing (decisions.md).
     */
    async autosave(
      actor: Actor,
      input: MeterAutosave & { month: string; meterTypeCode: string; unitCode: string },
      lang: Lang,
    ): Promise<MeterRow> {
      const propertyId = actor.property.id;
      return db.transaction(async (tx) => {
        await assertReadableMonth(tx, propertyId, input.month, lang);
        const u = await repo.findUnitByCode(tx, propertyId, input.unitCode);
        if (!u) throw new AppError('EX003');
        const full = (await repo.activeUnits(tx, propertyId, u.code)).find((x) => x.id === u.id);
        if (!full) throw new AppError('EX003');
        if (await repo.isMeterMonthBilled(tx, propertyId, u.id, input.meterTypeCode, input.month))
          throw new AppError('EX002');
        const [existing] = await tx
          .select()
          .from(meterReading)
          .where(
            and(
              eq(meterReading.unitId, u.id),
              eq(meterReading.meterTypeCode, input.meterTypeCode),
              eq(meterReading.month, input.month),
            ),
          )
          .for('update');
        const carried = (await carriedOver(tx, propertyId, input.meterTypeCode, input.month)).get(u.id);
        const typedPrevious =
          input.previousMeter !== undefined && input.previousMeter !== null && !carried
            ? normalize(String(input.previousMeter))
            : undefined;
        const previous = typedPrevious ?? existing?.previous ?? carried?.previous ?? '0.00';
        let current: string | null =
          input.currentMeter === undefined || input.currentMeter === null
            ? null
            : normalize(String(input.currentMeter));
        if (current !== null && hundredths(current) < 0n) current = '0.00';
        let wrapDigits: number | null = null;
        if (current !== null) {
          const assessed = assessReading(
            lang,
            previous,
            current,
            await repo.meterSettings(tx, propertyId, input.meterTypeCode),
            (await usualUse(tx, propertyId, input.meterTypeCode, input.month, [u.id])).get(u.id),
          );
          if (!assessed.ok) throw new AppError('ST001', [{ path: 'currentMeter', ...assessed.error }]);
          if (assessed.confirm.length > 0 && input.confirmed !== true)
            throw new AppError(
              'EX008',
              assessed.confirm.map((f) => ({ path: 'currentMeter', ...f })),
            );
          wrapDigits = assessed.wrapDigits;
        }
        const saved = await repo.upsertReading(tx, {
          propertyId,
          unitId: u.id,
          meterTypeCode: input.meterTypeCode,
          month: input.month,
          meterNo: input.meterNo ?? existing?.meterNo ?? carried?.meterNo ?? null,
          previous,
          current,
          wrapDigits,
          updatedBy: actor.user.id,
        });
        await audit(tx, {
          userId: actor.user.id,
          propertyId,
          action: 'meter.save',
          entity: 'meter_reading',
          entityId: saved.id,
          before: existing ? { previous: existing.previous, current: existing.current } : null,
          after: {
            unitCode: u.code,
            month: input.month,
            meterTypeCode: input.meterTypeCode,
            previous,
            current,
            ...(wrapDigits === null ? {} : { wrapDigits }),
            ...(input.confirmed === true ? { confirmed: true } : {}),
          },
        });
        return rowOf(full, saved, carried, false);
      });
    },
  };
}
