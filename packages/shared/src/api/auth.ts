import { z } from 'zod';
import { endpoint } from '../endpoint';
import { replyOf, unscoped } from './common';

/** The login exchanges the identity provider's id_token for the app's session token. */
export const loginBody = unscoped.extend({
  idToken: z.string().min(10).max(20000),
  /** The app token this sign-in renews: its session ends, so a copy of it taken earlier stops working. */
  replaces: z.string().max(4000).optional(),
});
export const sessionUser = z.object({
  userId: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The English name, when given: English screens show it. */
  firstNameEn: z.string().nullable().optional(),
  lastNameEn: z.string().nullable().optional(),
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

/** What the web app needs to start the OpenID sign-in. */
export const oidcConfigData = z.object({
  authority: z.string(),
  clientId: z.string(),
  scope: z.string(),
  builtIn: z.boolean(),
  demoMode: z.boolean(),
  /** The address the server is set up for (PUBLIC_URL): sign-in works only there. */
  publicUrl: z.string(),
});
export type OidcConfig = z.infer<typeof oidcConfigData>;
export const oidcConfigReply = replyOf(oidcConfigData);

export const logoutReply = replyOf(z.object({ signedOut: z.literal(true) }));

/**
 * The app's sign-in calls (no token). The identity provider's own pages and protocol calls (discovery, token
 * exchange, the built-in provider's /interaction pages) are not part of this table.
 */
export const authApi = {
  /** What the web app needs to start the OpenID sign-in. */
  oidcConfig: endpoint({
    method: 'GET',
    path: '/auth/oidc-config',
    read: 'json',
    public: true,
    reply: oidcConfigReply,
  }),
  /** The identity provider's id_token for the app's session token. */
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    read: 'json',
    public: true,
    body: loginBody,
    reply: loginReply,
  }),
  /** Ends the caller's session on the server: its token is refused from then on, by every instance. */
  logout: endpoint({
    method: 'POST',
    path: '/auth/logout',
    read: 'json',
    body: unscoped,
    reply: logoutReply,
  }),
};
