import type { Lang, ObjectId } from '@suanklang/shared';
import type { SessionClaims } from './auth/session';
import type { Rights } from './rights/rights';

export type CurrentUser = {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  firstNameEn?: string | null;
  lastNameEn?: string | null;
  email: string | null;
  isAdmin: boolean;
};

export type PropertyScope = { id: string; code: string; nameTh: string; nameEn: string };

export type RequestContext = {
  lang: Lang;
  user: CurrentUser | null;
  property: PropertyScope | null;
  rights: Rights | null;
  /** The server-side session the bearer token was issued for (signed-in calls only). */
  sessionId?: string;
  /** What the call's verified token names, before its session is read (rights/scope.ts reads it). */
  claims?: SessionClaims;
};

// Module augmentation needs interfaces.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
  interface FastifyContextConfig {
    /** No sign-in needed (health, sign-in itself, the OIDC config). */
    public?: boolean;
    /** 'property' (default): the call must name a property the user has rights on. */
    scope?: 'property' | 'none';
    /** The object the user needs on that property. */
    object?: ObjectId;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** For handlers of property-scoped routes: the hook guarantees these are set. */
export function scoped(ctx: RequestContext): {
  user: CurrentUser;
  property: PropertyScope;
  rights: Rights;
  lang: Lang;
} {
  if (!ctx.user || !ctx.property || !ctx.rights) throw new Error('route is not property-scoped');
  return { user: ctx.user, property: ctx.property, rights: ctx.rights, lang: ctx.lang };
}

export function signedIn(ctx: RequestContext): CurrentUser {
  if (!ctx.user) throw new Error('route is public');
  return ctx.user;
}
