import type { Lang, PropertyConfig, PropertyRow } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import type { PropertyScope } from '../../platform/request-context';
import type { Rights } from '../../platform/rights/rights';
import { bangkokToday } from '../../platform/clock';
import { countPendingFor } from '../approvals';
import { allPostedBefore } from '../general-ledger';
import { listPropertiesForUser } from './properties.repository';

/** Where each document type prints (the spec's stored route table per document type and name). */
const PRINT_ROUTES = [
  { documentType: 'IN', name: 'invoice', route: '/invoices/print' },
  { documentType: 'RC', name: 'receipt', route: '/receipts/print' },
  { documentType: 'CN', name: 'creditNote', route: '/creditnotes/print' },
  { documentType: 'JV', name: 'deposit', route: '/deposits/print' },
  { documentType: 'RQ', name: 'requestPay', route: '/requestpay/print' },
  { documentType: 'PV', name: 'paymentVoucher', route: '/paymentvoucher/print' },
];

export function createPropertiesService(db: Db) {
  return {
    async list(userId: string, isAdmin: boolean, lang: Lang): Promise<PropertyRow[]> {
      const rows = await listPropertiesForUser(db, userId, isAdmin);
      return rows.map((p) => ({ propertyCode: p.code, propertyName: lang === 'th' ? p.nameTh : p.nameEn }));
    },

    async config(property: PropertyScope, rights: Rights, userId: string): Promise<PropertyConfig> {
      return {
        objectList: [...rights.objects].map((objectID) => ({ objectID })),
        approvalList: rights.approvalTypes.map((documentType) => ({ documentType })),
        postGLList: rights.postGlTypes.map((documentType) => ({ documentType })),
        closeGLList: rights.canCloseGl ? [{ propertyCode: property.code }] : [],
        routeList: PRINT_ROUTES,
        // Documents waiting for this user's approval (the menu badge).
        approvalCount:
          rights.approvalTypes.length === 0
            ? 0
            : await countPendingFor(db, property.id, userId, rights.approvalTypes),
        mPayCount: 0,
        glPosted: await allPostedBefore(db, property.id, `${bangkokToday().slice(0, 7)}-01`),
      };
    },
  };
}
