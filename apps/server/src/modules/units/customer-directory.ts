import type { Lang } from '@suanklang/shared';
import type { Executor } from '../../platform/db/client';

/** What units need to know of a customer (customers sit above units: they list a customer's unit links). */
export type CustomerCard = {
  id: string;
  code: string;
  active: string;
  firstNameTh: string;
  lastNameTh: string | null;
  firstNameEn: string | null;
  lastNameEn: string | null;
};

export type CustomerDirectory = {
  /** The property's customers of these ids (any order). */
  byIds(db: Executor, propertyId: string, ids: readonly string[]): Promise<CustomerCard[]>;
  /** The property's customers of these codes (any order). */
  byCodes(db: Executor, propertyId: string, codes: readonly string[]): Promise<CustomerCard[]>;
  nameOf(c: Omit<CustomerCard, 'id' | 'code' | 'active'>, lang: Lang): string;
};

let directory: CustomerDirectory | null = null;

/** The customers module registers its directory when it loads. */
export function registerCustomerDirectory(d: CustomerDirectory): void {
  directory = d;
}

export function customerDirectory(): CustomerDirectory {
  if (!directory) throw new Error('The customers module is not loaded: no customer directory registered');
  return directory;
}
