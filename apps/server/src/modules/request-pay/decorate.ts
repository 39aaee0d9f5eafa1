import { accountOf, type AccountMap } from '@suanklang/accounting';
import {
  ruleMessage,
  satangToDecimalString,
  decimalStringToSatang,
  type FieldError,
  type Lang,
  type RequestPaySave,
} from '@suanklang/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { glAccount } from '../config-account';
import { unit } from '../units';

/**
 * Decorate (type 11, docs/decisions.md "Payables: renovation deposits returned"): a unit's renovation deposit
 * (2162) returned to its owner after the works, less the damages kept to an income account. The payee is the
 * owner as a payee record (a supplier), so the voucher, the bank file and the certificates read it as any payee;
 * the request names the unit whose deposit it is.
 */

/**
 * The unit (active, this property's) and the damages' account (active, postable, income), with what the request
 * leaves payable: the deposit less the damages.
 */
export async function decorateOf(
  tx: Executor,
  propertyId: string,
  input: RequestPaySave,
  deposit: number,
  lang: Lang,
) {
  const errors: FieldError[] = [];
  const fail = (path: string) => errors.push({ path, rule: 'oneOf', message: ruleMessage(lang, 'oneOf') });
  const [found] = await tx
    .select({ id: unit.id, active: unit.active })
    .from(unit)
    .where(and(eq(unit.propertyId, propertyId), eq(unit.code, (input.unitCode ?? '').toUpperCase())));
  if (!found || found.active !== 'Y') fail('unitCode');
  const damages = input.damages ?? 0;
  let damagesAccountCode: string | null = null;
  if (damages > 0) {
    const [account] = await tx
      .select()
      .from(glAccount)
      .where(and(eq(glAccount.propertyId, propertyId), eq(glAccount.code, input.damagesAccountCode ?? '')));
    if (!account || account.active !== 'Y' || account.postable !== 'Y' || account.category !== 'INCOME')
      fail('damagesAccountCode');
    else damagesAccountCode = account.code;
  }
  // The shared schema refuses it first; kept so the stored payable can never go below zero.
  if (damages > deposit)
    errors.push({
      path: 'damages',
      rule: 'damagesExceedDeposit',
      message: ruleMessage(lang, 'damagesExceedDeposit'),
    });
  if (errors.length) throw new AppError('ST001', errors);
  return {
    unitId: found!.id,
    damages: damages > 0 ? satangToDecimalString(damages) : null,
    damagesAccountCode,
    payable: satangToDecimalString(deposit - damages),
  };
}

/** Where a request's total goes when approved: accounts payable for what is paid, the damages to their income. */
export function creditsOf(
  request: { damages: string | null; damagesAccountCode: string | null },
  payable: number,
  map: AccountMap,
) {
  const damages = request.damages ? decimalStringToSatang(request.damages) : 0;
  return [
    { accountCode: accountOf(map, 'AP'), amount: payable },
    ...(damages > 0 && request.damagesAccountCode
      ? [{ accountCode: request.damagesAccountCode, amount: damages }]
      : []),
  ];
}
