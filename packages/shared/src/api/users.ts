import { z } from 'zod';
import { OBJECT_IDS, ROLE_CODES } from '../objects';
import { passwordRuleIssue, ruleIssue, v } from '../validation';
import { endpoint } from '../endpoint';
import { activeFlag, listReplyOf, propertyScoped, replyOf, searchPaging, unscoped } from './common';

/** Users (settings main-user; the calls are in `userApi` at the end of this file). Users are global; roles are per property. */
export const userRow = z.object({
  userId: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  firstNameEn: z.string().nullable(),
  lastNameEn: z.string().nullable(),
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
  /** The name in English, for English screens and documents (optional). */
  firstNameEn: v.text({ max: 100, rules: ['textEng'] }),
  lastNameEn: v.text({ max: 100, rules: ['textEng'] }),
  email: v.email({ required: true }),
  position: v.text({ max: 100 }).optional(),
  roleCode: v.oneOf(ROLE_CODES, { required: true }),
};

/** A user who signs in through the built-in provider with a password. */
export const nonDirectoryUserSave = propertyScoped
  .extend({
    username: v.username({ required: true }),
    password: v.password({ required: true }),
    ...userFields,
  })
  .superRefine(passwordNotUsername);
export type NonDirectoryUserSave = z.infer<typeof nonDirectoryUserSave>;

/** The password rule's part that needs the user name (the length is checked by `v.password`). */
function passwordNotUsername(body: { username?: string; password?: string }, ctx: z.RefinementCtx) {
  if (!body.username || !body.password) return;
  const issue = passwordRuleIssue(body.password, body.username);
  if (issue) ctx.addIssue(ruleIssue(issue.rule, issue.params, ['password']));
}

/** An administrator sets a new password; the user must change it at the next sign-in. */
export const passwordReset = propertyScoped.extend({
  userId: z.uuid(),
  password: v.password({ required: true }),
});
export type PasswordReset = z.infer<typeof passwordReset>;

/** The signed-in user changes their own password; the current one is required. */
export const passwordChange = unscoped.extend({
  currentPassword: z.string().min(1).max(128),
  newPassword: v.password({ required: true }),
});
export type PasswordChange = z.infer<typeof passwordChange>;

export const userModify = propertyScoped.extend({ userId: z.uuid(), ...userFields });
export type UserModify = z.infer<typeof userModify>;

export const userActivate = propertyScoped.extend({ userId: z.uuid(), active: activeFlag });

/** The menu list: every object with whether the user has it on this property. */
export const menuItem = z.object({
  objectID: z.enum(OBJECT_IDS),
  fromRole: z.boolean(),
  granted: z.boolean(),
});
export type MenuItem = z.infer<typeof menuItem>;
export const menuListReply = listReplyOf(menuItem);
export const menuListQuery = propertyScoped.extend({ userId: z.uuid() });

/** The full set of objects the user has on this property. */
export const menuModify = propertyScoped.extend({
  userId: z.uuid(),
  objectList: z.array(z.object({ objectID: z.enum(OBJECT_IDS) })).max(OBJECT_IDS.length),
});

export const me = z.object({
  userId: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  firstNameEn: z.string().nullable().optional(),
  lastNameEn: z.string().nullable().optional(),
  email: z.string().nullable(),
  isAdmin: z.boolean(),
});
export const meReply = replyOf(me);
export const profile = me.extend({ position: z.string().nullable(), isDirectory: z.boolean() });
export const profileReply = replyOf(profile);

export const roleOption = z.object({ roleCode: z.string(), description: z.string() });
export const filterReply = replyOf(z.object({ roles: z.array(roleOption), positions: z.array(z.string()) }));

/** The user the server acted on. */
export const userSaved = replyOf(z.object({ userId: z.string() }));
/** The active members of the property for a dropdown. */
export const userOptionsReply = listReplyOf(z.object({ userId: z.string(), name: z.string() }));
export const positionsReply = listReplyOf(z.string());

/** The user calls (settings main-user) and the signed-in user's own. */
export const userApi = {
  /** The signed-in user (no property). */
  me: endpoint({ method: 'GET', path: '/manageuser/me', read: 'json', query: unscoped, reply: meReply }),
  /** The signed-in user with their position (no property). */
  profile: endpoint({
    method: 'GET',
    path: '/manageuser/profile',
    read: 'json',
    query: unscoped,
    reply: profileReply,
  }),
  search: endpoint({
    method: 'POST',
    path: '/manageuser/search',
    read: 'list',
    body: userSearchBody,
    reply: userSearchReply,
  }),
  options: endpoint({
    method: 'GET',
    path: '/manageuser/users',
    read: 'list',
    query: propertyScoped,
    reply: userOptionsReply,
  }),
  /** The roles and positions to filter by. */
  filter: endpoint({
    method: 'GET',
    path: '/manageuser/filter',
    read: 'json',
    query: propertyScoped,
    reply: filterReply,
  }),
  positions: endpoint({
    method: 'GET',
    path: '/manageuser/positions',
    read: 'list',
    query: propertyScoped,
    reply: positionsReply,
  }),
  menuList: endpoint({
    method: 'GET',
    path: '/manageuser/menu/list',
    read: 'list',
    query: menuListQuery,
    reply: menuListReply,
  }),
  menuModify: endpoint({
    method: 'PUT',
    path: '/manageuser/menu/modify',
    read: 'json',
    body: menuModify,
    reply: userSaved,
  }),
  /** A user of the built-in provider, with a password. */
  saveNonDirectory: endpoint({
    method: 'POST',
    path: '/manageuser/nonldap/save',
    read: 'json',
    status: 201,
    body: nonDirectoryUserSave,
    reply: userSaved,
  }),
  modify: endpoint({
    method: 'POST',
    path: '/manageuser/modify',
    read: 'json',
    body: userModify,
    reply: userSaved,
  }),
  activate: endpoint({
    method: 'POST',
    path: '/manageuser/activate',
    read: 'json',
    body: userActivate,
    reply: userSaved,
  }),
  /** An administrator's new password for a user, who must change it at the next sign-in. */
  resetPassword: endpoint({
    method: 'POST',
    path: '/manageuser/password/reset',
    read: 'json',
    body: passwordReset,
    reply: userSaved,
  }),
  /** The signed-in user's own password (no property); every session of the user ends. */
  changePassword: endpoint({
    method: 'POST',
    path: '/manageuser/password/change',
    read: 'json',
    body: passwordChange,
    reply: userSaved,
  }),
  /** `userId` is a uuid. */
  detail: endpoint({
    method: 'GET',
    path: '/manageuser/:userId',
    read: 'json',
    params: z.object({ userId: z.uuid() }),
    query: propertyScoped,
    reply: userDetailReply,
  }),
};
