import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, type LoginData } from '@suanklang/shared';
import { readStorage, removeStorage, writeStorage } from '../storage';

/** Companions of STORAGE_KEYS.token: when the app token expires and how long a session lasts. */
export const SESSION_KEYS = { expiresAt: 'tokenExpiresAt', sessionSeconds: 'sessionSeconds' } as const;

/** A token this close to its expiry is treated as expired, so a call never leaves with a dying token. */
const EXPIRY_MARGIN_MS = 5_000;

export type Session = { token: string; expiresAt: number; sessionSeconds: number; username: string | null };

const listeners = new Set<() => void>();
let snapshot: Session | null = load();

function load(): Session | null {
  const token = readStorage(STORAGE_KEYS.token);
  if (!token) return null;
  const expiresAt = Date.parse(readStorage(SESSION_KEYS.expiresAt) ?? '');
  const sessionSeconds = Number(readStorage(SESSION_KEYS.sessionSeconds));
  return {
    token,
    expiresAt: Number.isFinite(expiresAt) ? expiresAt : 0,
    sessionSeconds: Number.isFinite(sessionSeconds) ? sessionSeconds : 0,
    username: readStorage(STORAGE_KEYS.username),
  };
}

function publish(): void {
  snapshot = load();
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): Session | null {
  return snapshot;
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** The app token, or null when there is none (expiry is the server's call: it answers 401). */
export function currentToken(): string | null {
  return readStorage(STORAGE_KEYS.token);
}

export function storedUsername(): string | null {
  return readStorage(STORAGE_KEYS.username);
}

export function hasLiveToken(now = Date.now()): boolean {
  const session = load();
  return session !== null && session.expiresAt - EXPIRY_MARGIN_MS > now;
}

export function storeSession(login: LoginData): void {
  writeStorage(STORAGE_KEYS.token, login.token);
  writeStorage(SESSION_KEYS.expiresAt, login.expiresAt);
  writeStorage(SESSION_KEYS.sessionSeconds, String(login.sessionSeconds));
  writeStorage(STORAGE_KEYS.username, login.user.username);
  publish();
}

/** After a 401: the token is gone but the username stays, so the guard can try a silent sign-in. */
export function removeToken(): void {
  removeStorage(STORAGE_KEYS.token);
  removeStorage(SESSION_KEYS.expiresAt);
  removeStorage(SESSION_KEYS.sessionSeconds);
  publish();
}

/** Signed out: nothing left to renew silently. */
export function clearSession(): void {
  removeStorage(STORAGE_KEYS.username);
  removeToken();
}

/** Re-reads local storage (another tab signed in or out). */
export function reloadSession(): void {
  publish();
}
