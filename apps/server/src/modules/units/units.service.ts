import {
  bangkokToday,
  type AreaUnit,
  type CheckEditable,
  type Lang,
  type OwnerType,
  type ResaleSave,
  type UnitDetail,
  type UnitModify,
  type UnitOccupant,
  type UnitRow,
  type UnitSave,
  type UnitSearchBody,
  type UnitTypeSave,
} from '@suanklang/shared';
import { audit } from '../../platform/audit';
import type { Db, Executor } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import type { scoped } from '../../platform/request-context';
import { nameIn, createUsageRegistry } from '../config-account';
import { customerDirectory } from './customer-directory';
import * as repo from './units.repository';

export type Actor = ReturnType<typeof scoped>;

/**
 * What uses a unit by its code. Nothing stores unit codes yet (owners and tenants point at the unit's id); the
 * invoice, meter and vehicle areas register their checks here, which locks the code and type of a billed unit.
 */
export const unitUsage = createUsageRegistry();

const OWNERS: readonly string[] = ['OWNER', 'CO_OWNER'];
const flag = (value: string): 'Y' | 'N' => (value === 'N' ? 'N' : 'Y');

function toOccupant(o: repo.Occupant, lang: Lang): UnitOccupant {
  return {
    customerCode: o.customerCode,
    customerName: customerDirectory().nameOf(o, lang),
    ownerType: o.ownerType as OwnerType,
    startDate: o.startDate,
    endDate: o.endDate,
  };
}

function toRow(
  u: { unit: repo.Unit; typeTh: string; typeEn: string },
  areaUnit: AreaUnit,
  current: repo.Occupant[],
  lang: Lang,
): UnitRow {
  const mine = current.filter((o) => o.unitId === u.unit.id);
  const owner = mine.find((o) => o.ownerType === 'OWNER') ?? mine.find((o) => o.ownerType === 'CO_OWNER');
  const tenant = mine.find((o) => o.ownerType === 'TENANT');
  return {
    unit: u.unit.code,
    unitCode: u.unit.code,
    building: u.unit.building,
    floor: u.unit.floor,
    houseNo: u.unit.houseNo,
    unitTypeCode: u.unit.unitTypeCode,
    unitTypeDescription: nameIn({ nameTh: u.typeTh, nameEn: u.typeEn }, lang),
    area: u.unit.area,
    areaUnit,
    ownershipRatio: u.unit.ownershipRatio,
    ownerName: owner ? customerDirectory().nameOf(owner, lang) : null,
    tenantName: tenant ? customerDirectory().nameOf(tenant, lang) : null,
    active: flag(u.unit.active),
  };
}

export function createUnitsService(db: Db) {
  async function areaUnit(propertyId: string): Promise<AreaUnit> {
    return (await repo.areaUnitOf(db, propertyId))?.areaUnit === 'SQW' ? 'SQW' : 'SQM';
  }

  async function find(actor: Actor, code: string) {
    const found = await repo.findUnit(db, actor.property.id, code);
    if (!found) throw new AppError('UN002');
    return found;
  }

  /** The customers of the codes, in the order given; each must be the property's and active. */
  async function customersOf(tx: Executor, actor: Actor, codes: readonly string[]) {
    const found = await customerDirectory().byCodes(tx, actor.property.id, codes);
    return codes.map((code) => {
      const c = found.find((f) => f.code === code);
      if (!c) throw new AppError('CU003');
      if (c.active !== 'Y') throw new AppError('CU004');
      return c;
    });
  }

  async function assertUnitType(tx: Executor, actor: Actor, code: string) {
    const type = await repo.findUnitType(tx, actor.property.id, code);
    if (!type || type.active !== 'Y') throw new AppError('UN006');
  }

  function unitValues(input: UnitSave | UnitModify) {
    return {
      code: input.unitCode,
      building: input.building,
      floor: input.floor ?? null,
      houseNo: input.houseNo ?? null,
      unitTypeCode: input.unitTypeCode,
      area: input.area,
      ownershipRatio: input.ownershipRatio,
      remark: input.remark ?? null,
      active: input.active,
    };
  }

  /** Tenants become exactly the list: those left out end today, new ones start today. */
  async function syncTenants(
    tx: Executor,
    actor: Actor,
    unitId: string,
    current: repo.Occupant[],
    codes: readonly string[],
  ) {
    const today = bangkokToday();
    const tenants = current.filter((o) => o.ownerType === 'TENANT');
    const leaving = tenants.filter((t) => !codes.includes(t.customerCode));
    const arriving = await customersOf(
      tx,
      actor,
      codes.filter((code) => !tenants.some((t) => t.customerCode === code)),
    );
    await repo.endOccupants(
      tx,
      actor.property.id,
      leaving.map((t) => t.id),
      today,
    );
    await repo.insertOccupants(
      tx,
      arriving.map((c) => ({
        propertyId: actor.property.id,
        unitId,
        customerId: c.id,
        ownerType: 'TENANT',
        startDate: today,
      })),
    );
  }

  async function addOwners(
    tx: Executor,
    actor: Actor,
    unitId: string,
    codes: readonly string[],
    startDate: string,
    remark?: string | null,
  ) {
    const buyers = await customersOf(tx, actor, codes);
    await repo.insertOccupants(
      tx,
      buyers.map((c, i) => ({
        propertyId: actor.property.id,
        unitId,
        customerId: c.id,
        ownerType: i === 0 ? 'OWNER' : 'CO_OWNER',
        startDate,
        remark: remark ?? null,
      })),
    );
  }

  const duplicate = (code: 'UN001' | 'UN007') => (error: unknown) => {
    throw isUniqueViolation(error) && !(error instanceof AppError) ? new AppError(code) : error;
  };

  return {
    async search(actor: Actor, q: UnitSearchBody) {
      const { rows, total } = await repo.searchUnits(db, actor.property.id, q, q);
      const current = await repo.occupants(
        db,
        actor.property.id,
        rows.map((r) => r.unit.id),
        true,
      );
      const unitOfArea = await areaUnit(actor.property.id);
      return {
        rows: rows.map((r) => toRow(r, unitOfArea, current, actor.lang)),
        paging: { page: q.page, pageSize: q.pageSize, total },
      };
    },

    async detail(actor: Actor, code: string): Promise<UnitDetail> {
      const found = await find(actor, code);
      const all = await repo.occupants(db, actor.property.id, [found.unit.id], false);
      const current = all.filter((o) => o.endDate === null);
      return {
        ...toRow(found, await areaUnit(actor.property.id), current, actor.lang),
        remark: found.unit.remark,
        owners: current.filter((o) => OWNERS.includes(o.ownerType)).map((o) => toOccupant(o, actor.lang)),
        tenants: current.filter((o) => o.ownerType === 'TENANT').map((o) => toOccupant(o, actor.lang)),
        history: all.map((o) => toOccupant(o, actor.lang)),
        createdDate: found.unit.createdAt.toISOString(),
        updatedDate: found.unit.updatedAt?.toISOString() ?? null,
      };
    },

    async checkEditable(actor: Actor, code: string): Promise<CheckEditable> {
      const found = await find(actor, code);
      const usedBy = await unitUsage.find(db, actor.property.id, found.unit.code, actor.lang);
      return { code: found.unit.code, editable: usedBy.length === 0, usedBy };
    },

    async save(actor: Actor, input: UnitSave): Promise<{ unitCode: string }> {
      return db
        .transaction(async (tx) => {
          if (await repo.findUnit(tx, actor.property.id, input.unitCode)) throw new AppError('UN001');
          await assertUnitType(tx, actor, input.unitTypeCode);
          const values = unitValues(input);
          const unitId = await repo.insertUnit(tx, { ...values, propertyId: actor.property.id });
          await addOwners(
            tx,
            actor,
            unitId,
            input.ownerCustomerCodes ?? [],
            input.ownerStartDate ?? bangkokToday(),
          );
          await syncTenants(tx, actor, unitId, [], input.tenantCustomerCodes ?? []);
          await audit(tx, {
            userId: actor.user.id,
            propertyId: actor.property.id,
            action: 'create',
            entity: 'unit',
            entityId: unitId,
            after: {
              ...values,
              owners: input.ownerCustomerCodes ?? [],
              tenants: input.tenantCustomerCodes ?? [],
            },
          });
          return { unitCode: input.unitCode };
        })
        .catch(duplicate('UN001'));
    },

    /** Owners may only be set while the unit has none; a change of owner is a resale. */
    async modify(actor: Actor, input: UnitModify): Promise<{ unitCode: string }> {
      const originalCode = input.originalCode ?? input.unitCode;
      return db
        .transaction(async (tx) => {
          const found = await repo.findUnit(tx, actor.property.id, originalCode, { lock: true });
          if (!found) throw new AppError('UN002');
          const before = found.unit;
          if (before.code !== input.unitCode || before.unitTypeCode !== input.unitTypeCode) {
            if ((await unitUsage.find(tx, actor.property.id, before.code, actor.lang)).length > 0)
              throw new AppError('UN005');
          }
          if (before.code !== input.unitCode && (await repo.findUnit(tx, actor.property.id, input.unitCode)))
            throw new AppError('UN001');
          await assertUnitType(tx, actor, input.unitTypeCode);
          const current = await repo.occupants(tx, actor.property.id, [before.id], true);
          const owners = current.filter((o) => OWNERS.includes(o.ownerType));
          if (input.ownerCustomerCodes !== undefined) {
            const same =
              owners.length === input.ownerCustomerCodes.length &&
              owners.every((o) => input.ownerCustomerCodes?.includes(o.customerCode));
            if (owners.length > 0 && !same) throw new AppError('UN003');
            if (owners.length === 0)
              await addOwners(
                tx,
                actor,
                before.id,
                input.ownerCustomerCodes,
                input.ownerStartDate ?? bangkokToday(),
              );
          }
          if (input.tenantCustomerCodes !== undefined)
            await syncTenants(tx, actor, before.id, current, input.tenantCustomerCodes);
          const values = unitValues(input);
          await repo.updateUnit(tx, actor.property.id, before.id, values);
          await audit(tx, {
            userId: actor.user.id,
            propertyId: actor.property.id,
            action: 'modify',
            entity: 'unit',
            entityId: before.id,
            before: {
              ...before,
              owners: owners.map((o) => o.customerCode),
              tenants: current.filter((o) => o.ownerType === 'TENANT').map((o) => o.customerCode),
            },
            after: { ...values, owners: input.ownerCustomerCodes, tenants: input.tenantCustomerCodes },
          });
          return { unitCode: input.unitCode };
        })
        .catch(duplicate('UN001'));
    },

    /**
     * The unit changes hands: the current owners' rows end on the transfer date and the buyers' start on it, so
     * the owner history keeps everyone who ever held the unit. Tenants stay (a lease survives a sale).
     */
    async resale(actor: Actor, input: ResaleSave): Promise<{ unitCode: string }> {
      await db.transaction(async (tx) => {
        const found = await repo.findUnit(tx, actor.property.id, input.unitCode, { lock: true });
        if (!found) throw new AppError('UN002');
        if (found.unit.active !== 'Y') throw new AppError('UN009');
        const current = await repo.occupants(tx, actor.property.id, [found.unit.id], true);
        const owners = current.filter((o) => OWNERS.includes(o.ownerType));
        const sameOwners =
          owners.length === input.ownerCustomerCodes.length &&
          owners.every((o) => input.ownerCustomerCodes.includes(o.customerCode));
        if (sameOwners) throw new AppError('UN008');
        if (owners.some((o) => o.startDate > input.transferDate)) throw new AppError('UN004');
        await repo.endOccupants(
          tx,
          actor.property.id,
          owners.map((o) => o.id),
          input.transferDate,
        );
        await addOwners(tx, actor, found.unit.id, input.ownerCustomerCodes, input.transferDate, input.remark);
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'resale',
          entity: 'unit',
          entityId: found.unit.id,
          before: {
            owners: owners.map((o) => ({ code: o.customerCode, type: o.ownerType, since: o.startDate })),
          },
          after: {
            owners: input.ownerCustomerCodes,
            transferDate: input.transferDate,
            remark: input.remark ?? null,
          },
        });
      });
      return { unitCode: input.unitCode };
    },

    async address(actor: Actor, code: string) {
      const found = await find(actor, code);
      const setting = await repo.areaUnitOf(db, actor.property.id);
      const u = found.unit;
      const th = [
        u.houseNo ? `เลขที่ ${u.houseNo}` : null,
        `อาคาร ${u.building}`,
        u.floor ? `ชั้น ${u.floor}` : null,
        actor.property.nameTh,
        setting?.addressTh,
      ];
      const en = [
        u.houseNo ? `No. ${u.houseNo}` : null,
        `Building ${u.building}`,
        u.floor ? `Floor ${u.floor}` : null,
        actor.property.nameEn,
        setting?.addressEn,
      ];
      const join = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');
      return {
        unitCode: u.code,
        houseNo: u.houseNo,
        building: u.building,
        floor: u.floor,
        addressTh: join(th),
        addressEn: join(en),
      };
    },

    /** The unit dropdown: "A0101 - owner name". */
    async lookup(actor: Actor, q: { keyword?: string | undefined; building?: string | undefined }) {
      const { rows } = await repo.searchUnits(db, actor.property.id, {
        keyword: q.keyword,
        building: q.building,
        active: 'Y',
      });
      const current = await repo.occupants(
        db,
        actor.property.id,
        rows.map((r) => r.unit.id),
        true,
      );
      return rows.map((r) => {
        const owner = current.find((o) => o.unitId === r.unit.id && o.ownerType === 'OWNER');
        const name = owner ? customerDirectory().nameOf(owner, actor.lang) : null;
        return {
          unit: r.unit.code,
          unitCode: r.unit.code,
          unitCodeDescription: name ? `${r.unit.code} - ${name}` : r.unit.code,
        };
      });
    },

    buildings: (actor: Actor) => repo.buildings(db, actor.property.id),

    async unitTypes(actor: Actor) {
      return (await repo.listUnitTypes(db, actor.property.id)).map((t) => ({
        unitTypeCode: t.code,
        description: nameIn(t, actor.lang),
        nameTh: t.nameTh,
        nameEn: t.nameEn,
        active: flag(t.active),
      }));
    },

    /** A unit type's code can change: its units follow (the foreign key cascades the rename). */
    async saveUnitType(
      actor: Actor,
      input: UnitTypeSave,
    ): Promise<{ unitTypeCode: string; created: boolean }> {
      const values = {
        code: input.unitTypeCode,
        nameTh: input.nameTh,
        nameEn: input.nameEn,
        active: input.active,
      };
      return db
        .transaction(async (tx) => {
          const before = input.originalCode
            ? await repo.findUnitType(tx, actor.property.id, input.originalCode)
            : null;
          if (input.originalCode && !before) throw new AppError('UN006');
          if (
            (!before || before.code !== input.unitTypeCode) &&
            (await repo.findUnitType(tx, actor.property.id, input.unitTypeCode))
          ) {
            throw new AppError('UN007');
          }
          if (before) await repo.updateUnitType(tx, actor.property.id, before.code, values);
          else await repo.insertUnitType(tx, { ...values, propertyId: actor.property.id });
          await audit(tx, {
            userId: actor.user.id,
            propertyId: actor.property.id,
            action: before ? 'modify' : 'create',
            entity: 'unit_type',
            entityId: input.unitTypeCode,
            before,
            after: values,
          });
          return { unitTypeCode: input.unitTypeCode, created: !before };
        })
        .catch(duplicate('UN007'));
    },
  };
}
