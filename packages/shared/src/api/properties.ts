import { z } from 'zod';
import { listReplyOf, replyOf } from './common';

export const propertyRow = z.object({ propertyCode: z.string(), propertyName: z.string() });
export type PropertyRow = z.infer<typeof propertyRow>;
export const propertiesReply = listReplyOf(propertyRow);

/** GET /properties/config: the signed-in user's rights on the requested property. */
export const propertyConfig = z.object({
  objectList: z.array(z.object({ objectID: z.string() })),
  approvalList: z.array(z.object({ documentType: z.string() })),
  postGLList: z.array(z.object({ documentType: z.string() })),
  closeGLList: z.array(z.object({ propertyCode: z.string() })),
  routeList: z.array(z.object({ documentType: z.string(), name: z.string(), route: z.string() })),
  approvalCount: z.number().int(),
  mPayCount: z.number().int(),
});
export type PropertyConfig = z.infer<typeof propertyConfig>;
export const propertyConfigReply = replyOf(propertyConfig);

/** GET /api/v1/user/notification */
export const userNotification = z.object({ approvalCustomer: z.number().int() });
export const userNotificationReply = replyOf(userNotification);
