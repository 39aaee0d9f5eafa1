import { z } from 'zod';
import { replyOf, unscoped } from './common';

/** POST /auth/login: exchanges the identity provider's id_token for the app's session token. */
export const loginBody = unscoped.extend({ idToken: z.string().min(10).max(20000) });
export const sessionUser = z.object({
  userId: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUser>;
export const loginData = z.object({
  token: z.string(),
  expiresAt: z.string(), // ISO time the app token expires
  sessionSeconds: z.number().int(),
  user: sessionUser,
});
export type LoginData = z.infer<typeof loginData>;
export const loginReply = replyOf(loginData);

/** GET /auth/oidc-config (no token): what the web app needs to start the OpenID sign-in. */
export const oidcConfigData = z.object({
  authority: z.string(),
  clientId: z.string(),
  scope: z.string(),
  builtIn: z.boolean(),
  demoMode: z.boolean(),
});
export type OidcConfig = z.infer<typeof oidcConfigData>;
export const oidcConfigReply = replyOf(oidcConfigData);
