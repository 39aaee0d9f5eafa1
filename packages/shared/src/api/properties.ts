import { z } from 'zod';
import { endpoint } from '../endpoint';
import { listReplyOf, propertyScoped, replyOf, unscoped } from './common';

export const propertyRow = z.object({ propertyCode: z.string(), propertyName: z.string() });
export type PropertyRow = z.infer<typeof propertyRow>;
export const propertiesReply = listReplyOf(propertyRow);

/** The signed-in user's rights on the requested property. */
export const propertyConfig = z.object({
  objectList: z.array(z.object({ objectID: z.string() })),
  approvalList: z.array(z.object({ documentType: z.string() })),
  postGLList: z.array(z.object({ documentType: z.string() })),
  closeGLList: z.array(z.object({ propertyCode: z.string() })),
  routeList: z.array(z.object({ documentType: z.string(), name: z.string(), route: z.string() })),
  approvalCount: z.number().int(),
  mPayCount: z.number().int(),
  /** The global "G/L posted" flag: every journal before this month is posted to the general ledger. */
  glPosted: z.boolean().default(false),
});
export type PropertyConfig = z.infer<typeof propertyConfig>;
export const propertyConfigReply = replyOf(propertyConfig);

/** What waits for the user's attention on the property (second service). */
export const userNotification = z.object({ approvalCustomer: z.number().int() });
export const userNotificationReply = replyOf(userNotification);

/** The properties a user may work on and their rights on one. */
export const propertyApi = {
  /** The properties the signed-in user may work on (no property yet). */
  list: endpoint({
    method: 'GET',
    path: '/properties',
    read: 'list',
    query: unscoped,
    reply: propertiesReply,
  }),
  /** The user's objects, approval and G/L rights on the property. */
  config: endpoint({
    method: 'GET',
    path: '/properties/config',
    read: 'json',
    query: propertyScoped,
    reply: propertyConfigReply,
  }),
};

export const notificationApi = {
  /** Customer changes waiting for the user's approval. */
  user: endpoint({
    method: 'GET',
    path: '/api/v1/user/notification',
    read: 'json',
    query: propertyScoped,
    reply: userNotificationReply,
  }),
};
