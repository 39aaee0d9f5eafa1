import { z } from 'zod';
import { OBJECT_IDS, ROLE_CODES } from '../objects';
import { v } from '../validation';
import { activeFlag, listReplyOf, propertyScoped, replyOf, searchPaging } from './common';

/** Users (settings main-user, calls under /manageuser). Users are global; roles are per property. */
export const userRow = z.object({
  userId: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  position: z.string().nullable(),
  roleCode: z.string().nullable(),
  isDirectory: z.boolean(),
  active: activeFlag,
});
export type UserRow = z.infer<typeof userRow>;

export const userSearchBody = propertyScoped.extend({
  ...searchPaging.shape,
  keyword: v.text({ max: 100 }).optional(),
  roleCode: z.enum(ROLE_CODES).optional(),
  active: activeFlag.optional(),
});
export type UserSearchBody = z.infer<typeof userSearchBody>;
export const userSearchReply = listReplyOf(userRow);

export const userDetail = userRow.extend({
  createdDate: z.string(),
  updatedDate: z.string().nullable(),
  objectList: z.array(z.object({ objectID: z.string() })),
});
export type UserDetail = z.infer<typeof userDetail>;
export const userDetailReply = replyOf(userDetail);

/** The fields both user forms share, with the catalogue's rules. */
const userFields = {
  firstName: v.text({ required: true, max: 100 }),
  lastName: v.text({ required: true, max: 100 }),
  email: v.email({ required: true }),
  position: v.text({ max: 100 }).optional(),
  roleCode: v.oneOf(ROLE_CODES, { required: true }),
};

/** POST /manageuser/nonldap/save: a user who signs in through the built-in provider with a password. */
export const nonDirectoryUserSave = propertyScoped.extend({
  username: v.username({ required: true }),
  password: v.password({ required: true }),
  ...userFields,
});
export type NonDirectoryUserSave = z.infer<typeof nonDirectoryUserSave>;

/** POST /manageuser/modify */
export const userModify = propertyScoped.extend({ userId: z.uuid(), ...userFields });
export type UserModify = z.infer<typeof userModify>;

/** POST /manageuser/activate */
export const userActivate = propertyScoped.extend({ userId: z.uuid(), active: activeFlag });

/** GET /manageuser/menu/list?userId=: every object with whether the user has it on this property. */
export const menuItem = z.object({
  objectID: z.enum(OBJECT_IDS),
  fromRole: z.boolean(),
  granted: z.boolean(),
});
export type MenuItem = z.infer<typeof menuItem>;
export const menuListReply = listReplyOf(menuItem);

/** PUT /manageuser/menu/modify: the full set of objects the user has on this property. */
export const menuModify = propertyScoped.extend({
  userId: z.uuid(),
  objectList: z.array(z.object({ objectID: z.enum(OBJECT_IDS) })).max(OBJECT_IDS.length),
});

export const me = z.object({
  userId: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  isAdmin: z.boolean(),
});
export const meReply = replyOf(me);
export const profile = me.extend({ position: z.string().nullable(), isDirectory: z.boolean() });
export const profileReply = replyOf(profile);

export const roleOption = z.object({ roleCode: z.string(), description: z.string() });
export const filterReply = replyOf(z.object({ roles: z.array(roleOption), positions: z.array(z.string()) }));
