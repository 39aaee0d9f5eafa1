import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  passwordRuleIssue,
  ruleMessage,
  type Lang,
  type MessageKey,
  type RuleParams,
} from '@suanklang/shared';
import { AppError } from '../errors';

// argon2id (the library's default algorithm) with OWASP's minimum memory/time cost.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. With no hash (an unknown user name, a directory user) it verifies
 * against a dummy hash of the same cost, so the answer takes as long and tells nothing about which names exist.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let common: Promise<ReadonlySet<string>> | null = null;

/**
 * The common passwords refused as a new password: the 49,000-entry list of @zxcvbn-ts/language-common (from
 * leaked-password frequency lists), compared in lower case. Loaded on first use.
 */
export function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return common;
}

/** The whole password rule: the shared part (length, user name) and the common-password list. */
export async function passwordProblem(
  password: string,
  username: string,
): Promise<{ rule: MessageKey; params: RuleParams } | null> {
  const issue = passwordRuleIssue(password, username);
  if (issue) return issue;
  return (await commonPasswords()).has(password.toLowerCase())
    ? { rule: 'passwordCommon', params: {} }
    : null;
}

/** A new password set through the API (user creation, reset, own change) must follow the rule: 400 if not. */
export async function assertPasswordRule(
  password: string,
  username: string,
  lang: Lang,
  path = 'password',
): Promise<void> {
  const problem = await passwordProblem(password, username);
  if (!problem) return;
  throw new AppError('ST001', [
    { path, rule: problem.rule, message: ruleMessage(lang, problem.rule, problem.params) },
  ]);
}
