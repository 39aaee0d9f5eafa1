import {
  OBJECT_IDS,
  ruleMessage,
  type Lang,
  type MenuItem,
  type NonDirectoryUserSave,
  type PasswordChange,
  type PasswordReset,
  type ObjectId,
  type UserDetail,
  type UserModify,
  type UserRow,
  type UserSearchBody,
} from '@suanklang/shared';
import { audit } from '../../platform/audit';
import { assertPasswordRule, hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { endUserSessions } from '../../platform/auth/session';
import { clearFailures, isLocked, limitKeys, recordFailure } from '../../platform/auth/sign-in-limit';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import type { CurrentUser, PropertyScope } from '../../platform/request-context';
import type { Rights } from '../../platform/rights/rights';
import * as repo from './users.repository';

/** Who is acting, where: every use case of this module runs inside one property. */
export type Actor = { user: CurrentUser; property: PropertyScope; rights: Rights; lang: Lang };

/** Positions offered even before anyone uses them. */
const DEFAULT_POSITIONS = ['ผู้จัดการนิติบุคคล', 'เจ้าหน้าที่บัญชี', 'เจ้าหน้าที่การเงิน', 'เจ้าหน้าที่ธุรการ', 'กรรมการนิติบุคคล'];

const blankToNull = (text: string | undefined) => (text && text.trim() !== '' ? text.trim() : null);

function toRow(m: repo.Member): UserRow {
  return {
    userId: m.userId,
    username: m.username,
    firstName: m.firstName,
    lastName: m.lastName,
    firstNameEn: m.firstNameEn,
    lastNameEn: m.lastNameEn,
    email: m.email,
    position: m.position,
    roleCode: m.roleCode,
    isDirectory: m.isDirectory,
    active: m.active === 'N' ? 'N' : 'Y',
  };
}

export function createUsersService(db: Db) {
  async function member(actor: Actor, userId: string) {
    const found = await repo.findMember(db, actor.property.id, userId);
    if (!found) throw new AppError('ST102');
    return found;
  }

  async function effectiveObjects(m: repo.Member): Promise<readonly string[]> {
    if (m.menuObjects) return m.menuObjects;
    return (await repo.findRole(db, m.roleCode))?.objects ?? [];
  }

  /** Nobody hands out a right they do not hold themselves. */
  function assertCanGrant(actor: Actor, objects: readonly string[]) {
    if (objects.some((o) => !actor.rights.objects.has(o as ObjectId))) throw new AppError('ST005');
  }

  return {
    async search(actor: Actor, q: UserSearchBody) {
      const { rows, total } = await repo.searchMembers(db, actor.property.id, q, q);
      return { rows: rows.map(toRow), paging: { page: q.page, pageSize: q.pageSize, total } };
    },

    async detail(actor: Actor, userId: string): Promise<UserDetail> {
      const m = await member(actor, userId);
      return {
        ...toRow(m),
        createdDate: m.createdAt.toISOString(),
        updatedDate: m.updatedAt?.toISOString() ?? null,
        objectList: (await effectiveObjects(m)).map((objectID) => ({ objectID })),
      };
    },

    async saveNonDirectory(actor: Actor, input: NonDirectoryUserSave): Promise<{ userId: string }> {
      const role = await repo.findRole(db, input.roleCode);
      if (!role) throw new AppError('ST104');
      assertCanGrant(actor, role.objects);
      await assertPasswordRule(input.password, input.username, actor.lang);
      const passwordHash = await hashPassword(input.password);
      // The unique index decides a race between two saves of the same username.
      return db
        .transaction(async (tx) => {
          if (await repo.usernameTaken(tx, input.username)) throw new AppError('ST101');
          const userId = await repo.insertUser(tx, {
            username: input.username,
            firstName: input.firstName,
            lastName: input.lastName,
            firstNameEn: blankToNull(input.firstNameEn),
            lastNameEn: blankToNull(input.lastNameEn),
            email: input.email,
            position: input.position ?? null,
            isDirectory: false,
            passwordHash,
          });
          await repo.insertMembership(tx, { userId, propertyId: actor.property.id, roleCode: role.code });
          const { password: _password, ...after } = input;
          await audit(tx, {
            userId: actor.user.id,
            propertyId: actor.property.id,
            action: 'create',
            entity: 'user',
            entityId: userId,
            after,
          });
          return { userId };
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? new AppError('ST101') : error;
        });
    },

    async modify(actor: Actor, input: UserModify): Promise<void> {
      const before = await member(actor, input.userId);
      const role = await repo.findRole(db, input.roleCode);
      if (!role) throw new AppError('ST104');
      if (role.code !== before.roleCode) assertCanGrant(actor, role.objects);
      await db.transaction(async (tx) => {
        await repo.updateUser(tx, input.userId, {
          firstName: input.firstName,
          lastName: input.lastName,
          firstNameEn: blankToNull(input.firstNameEn),
          lastNameEn: blankToNull(input.lastNameEn),
          email: input.email,
          position: input.position ?? null,
        });
        await repo.updateMembership(tx, actor.property.id, input.userId, { roleCode: role.code });
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'modify',
          entity: 'user',
          entityId: input.userId,
          before: toRow(before),
          after: { ...input, password: undefined },
        });
      });
    },

    async activate(actor: Actor, userId: string, active: 'Y' | 'N'): Promise<void> {
      if (userId === actor.user.id && active === 'N') throw new AppError('ST103');
      const before = await member(actor, userId);
      await db.transaction(async (tx) => {
        await repo.updateMembership(tx, actor.property.id, userId, { active });
        if (active === 'N') await endUserSessions(tx, userId);
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: active === 'Y' ? 'activate' : 'deactivate',
          entity: 'user',
          entityId: userId,
          before: { active: before.active },
          after: { active },
        });
      });
    },

    /**
     * An administrator's new password for a member of this property; the user must change it at the next
     * sign-in and every session of theirs ends. A user with rights elsewhere (or on every property) is reset
     * only by a system administrator, so one property's user admin cannot take over a wider account.
     */
    async resetPassword(actor: Actor, input: PasswordReset): Promise<void> {
      const target = await member(actor, input.userId);
      if (target.isDirectory) throw new AppError('ST105');
      const user = await repo.findUserById(db, input.userId);
      if (!user) throw new AppError('ST102');
      if (!actor.user.isAdmin) {
        const elsewhere = await repo.hasMembershipElsewhere(db, input.userId, actor.property.id);
        if (user.isAdmin || elsewhere) throw new AppError('ST005');
      }
      await assertPasswordRule(input.password, user.username, actor.lang);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await repo.updateUser(tx, input.userId, { passwordHash, mustChangePassword: true });
        await endUserSessions(tx, input.userId);
        // The new password is one the user has not been guessed at with: a lock of the name ends.
        await clearFailures(tx, limitKeys(user.username, ''));
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'password-reset',
          entity: 'user',
          entityId: input.userId,
        });
      });
    },

    /**
     * The signed-in user's own password, the current one required. Every session of the user ends, this one
     * too: the web signs in again with the new password. Wrong current passwords count towards the sign-in
     * lock of the user name, so a taken session cannot be used to guess the password.
     */
    async changeOwnPassword(
      me: CurrentUser,
      input: PasswordChange,
      lang: Lang,
      address: string,
    ): Promise<void> {
      const user = await repo.findUserById(db, me.id);
      if (!user) throw new AppError('ST102');
      if (user.isDirectory) throw new AppError('ST105');
      const keys = limitKeys(user.username, address);
      if (await isLocked(db, keys)) throw new AppError('ST007');
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        await recordFailure(db, keys);
        throw new AppError('ST106');
      }
      await assertPasswordRule(input.newPassword, user.username, lang, 'newPassword');
      if (input.newPassword === input.currentPassword) {
        throw new AppError('ST001', [
          { path: 'newPassword', rule: 'passwordReused', message: ruleMessage(lang, 'passwordReused') },
        ]);
      }
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await repo.updateUser(tx, me.id, { passwordHash, mustChangePassword: false });
        await endUserSessions(tx, me.id);
        await audit(tx, {
          userId: me.id,
          propertyId: null,
          action: 'password-change',
          entity: 'user',
          entityId: me.id,
        });
      });
    },

    async menuList(actor: Actor, userId: string): Promise<MenuItem[]> {
      const m = await member(actor, userId);
      const roleObjects = new Set((await repo.findRole(db, m.roleCode))?.objects ?? []);
      const granted = new Set(await effectiveObjects(m));
      return OBJECT_IDS.map((objectID) => ({
        objectID,
        fromRole: roleObjects.has(objectID),
        granted: granted.has(objectID),
      }));
    },

    async menuModify(actor: Actor, userId: string, objects: ObjectId[]): Promise<void> {
      const before = await member(actor, userId);
      const unique = [...new Set(objects)];
      const previous = new Set(await effectiveObjects(before));
      // Only what is added must be held by the actor; removing is always allowed.
      assertCanGrant(
        actor,
        unique.filter((o) => !previous.has(o)),
      );
      await db.transaction(async (tx) => {
        await repo.updateMembership(tx, actor.property.id, userId, { objects: unique });
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'menu-modify',
          entity: 'user',
          entityId: userId,
          before: { objects: [...previous] },
          after: { objects: unique },
        });
      });
    },

    async filter(actor: Actor, lang: Lang) {
      const roles = await repo.listRoles(db);
      const positions = await repo.listPositions(db, actor.property.id);
      return {
        roles: roles.map((r) => ({
          roleCode: r.code,
          description: lang === 'th' ? r.descriptionTh : r.descriptionEn,
        })),
        positions: [...new Set([...DEFAULT_POSITIONS, ...positions])],
      };
    },

    async profile(user: CurrentUser) {
      const found = await repo.findUserById(db, user.id);
      if (!found) throw new AppError('ST102');
      const { id, ...rest } = user;
      return { userId: id, ...rest, position: found.position, isDirectory: found.isDirectory };
    },
  };
}
