import {
  ACTION_OBJECTS,
  APPROVAL_DOCUMENT_TYPES,
  OBJECT_IDS,
  POST_GL_DOCUMENT_TYPES,
  SCREEN_OBJECTS,
  type ObjectId,
  type RoleCode,
} from '@suanklang/shared';
import type { Executor } from '../db/client';
import { role } from '../db/schema';

type RoleDefinition = {
  code: RoleCode;
  descriptionTh: string;
  descriptionEn: string;
  objects: readonly ObjectId[];
  approvalTypes: readonly string[];
  postGlTypes: readonly string[];
  canCloseGl: boolean;
};

const USER_ADMIN: ObjectId[] = ['SETTING_USER', 'SETTING_USER_EDIT'];
/** Objects an accountant never holds: administering users and the property, and approving. */
const NOT_ACCOUNTANT: ObjectId[] = [...USER_ADMIN, 'PROPERTY_ADMIN', 'PENDING_APPROVAL'];

/** The built-in roles. Stored as rows so an installation can add its own. */
export const BUILT_IN_ROLES: RoleDefinition[] = [
  {
    code: 'ADMIN',
    descriptionTh: 'ผู้ดูแลระบบ',
    descriptionEn: 'Administrator',
    objects: OBJECT_IDS,
    approvalTypes: APPROVAL_DOCUMENT_TYPES,
    postGlTypes: POST_GL_DOCUMENT_TYPES,
    canCloseGl: true,
  },
  {
    code: 'MANAGER',
    descriptionTh: 'ผู้จัดการนิติบุคคล',
    descriptionEn: 'Property manager',
    objects: OBJECT_IDS,
    approvalTypes: APPROVAL_DOCUMENT_TYPES,
    postGlTypes: POST_GL_DOCUMENT_TYPES,
    canCloseGl: true,
  },
  {
    code: 'ACCOUNTANT',
    descriptionTh: 'เจ้าหน้าที่บัญชี',
    descriptionEn: 'Accountant',
    objects: OBJECT_IDS.filter((o) => !NOT_ACCOUNTANT.includes(o)),
    approvalTypes: [],
    postGlTypes: POST_GL_DOCUMENT_TYPES,
    // Closing a month is the accountant's own work (docs/decisions.md "General ledger").
    canCloseGl: true,
  },
  {
    code: 'APPROVER',
    descriptionTh: 'ผู้อนุมัติ',
    descriptionEn: 'Approver',
    objects: ['PENDING_APPROVAL', 'DOWNLOAD'],
    approvalTypes: APPROVAL_DOCUMENT_TYPES,
    postGlTypes: [],
    canCloseGl: false,
  },
  {
    code: 'VIEWER',
    descriptionTh: 'ผู้ดูข้อมูล (อ่านอย่างเดียว)',
    descriptionEn: 'Viewer (read only)',
    objects: [
      ...SCREEN_OBJECTS.filter((o) => o !== 'SETTING_USER' && o !== 'PENDING_APPROVAL'),
      ...ACTION_OBJECTS.filter((o) => o === 'DOWNLOAD'),
    ],
    approvalTypes: [],
    postGlTypes: [],
    canCloseGl: false,
  },
];

/** Keeps the built-in roles in step with the code on every start. */
export async function ensureRoles(db: Executor): Promise<void> {
  for (const r of BUILT_IN_ROLES) {
    const values = {
      code: r.code,
      descriptionTh: r.descriptionTh,
      descriptionEn: r.descriptionEn,
      objects: [...r.objects],
      approvalTypes: [...r.approvalTypes],
      postGlTypes: [...r.postGlTypes],
      canCloseGl: r.canCloseGl,
    };
    await db.insert(role).values(values).onConflictDoUpdate({ target: role.code, set: values });
  }
}
