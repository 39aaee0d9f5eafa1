import { sql } from 'drizzle-orm';
import {
  bigserial,
  customType,
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
};

/** A juristic person (condominium or housing estate) the back-office keeps the books of. */
export const property = pgTable('property', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: varchar('code', { length: 20 }).notNull().unique(),
  nameTh: varchar('name_th', { length: 200 }).notNull(),
  nameEn: varchar('name_en', { length: 200 }).notNull(),
  active: char('active', { length: 1 }).notNull().default('Y'),
  ...timestamps,
});

export const appUser = pgTable(
  'app_user',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: varchar('username', { length: 100 }).notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    /** The name in English, shown on English screens and documents when given. */
    firstNameEn: varchar('first_name_en', { length: 100 }),
    lastNameEn: varchar('last_name_en', { length: 100 }),
    email: varchar('email', { length: 254 }),
    position: varchar('position', { length: 100 }),
    /** Directory users sign in at the company's identity provider; the others with a password here. */
    isDirectory: boolean('is_directory').notNull().default(false),
    passwordHash: text('password_hash'),
    active: char('active', { length: 1 }).notNull().default('Y'),
    /** All rights on every property. */
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Set by an administrator's reset: the sign-in page asks for a new password before finishing. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('app_user_username_lower').on(sql`lower(${t.username})`)],
);

/**
 * One signed-in session of the app; its id is the `jti` of every token issued for it. Checked on each call with
 * the user, so sign-out, a password change or a deactivation ends it at once on every instance.
 */
export const userSession = pgTable(
  'user_session',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('user_session_user').on(t.userId)],
);

/**
 * Failed sign-ins per key (a normalised user name, or an address), in the database so that a restart or a second
 * instance does not reset them.
 */
export const signInFailure = pgTable('sign_in_failure', {
  key: varchar('key', { length: 200 }).primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** A named bundle of rights; granted to a user per property. */
export const role = pgTable('role', {
  code: varchar('code', { length: 30 }).primaryKey(),
  descriptionTh: varchar('description_th', { length: 200 }).notNull(),
  descriptionEn: varchar('description_en', { length: 200 }).notNull(),
  objects: text('objects').array().notNull(),
  approvalTypes: text('approval_types').array().notNull(),
  postGlTypes: text('post_gl_types').array().notNull(),
  canCloseGl: boolean('can_close_gl').notNull().default(false),
});

export const userPropertyRole = pgTable(
  'user_property_role',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    roleCode: varchar('role_code', { length: 30 })
      .notNull()
      .references(() => role.code),
    /** Menus modified for this user on this property; null means the role's objects. */
    objects: text('objects').array(),
    /** Deactivation is per property, so one property's manager cannot lock a user out of another. */
    active: char('active', { length: 1 }).notNull().default('Y'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId] }), index('upr_property').on(t.propertyId)],
);

/**
 * Owners, co-owners and tenants of a property's units. The customers module keeps them; the table is here, beside
 * the property, because units, invoices, receipts, credit notes and wallets all name a customer in their foreign
 * keys, and units sits below customers in the module order.
 */
export const customer = pgTable(
  'customer',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    code: varchar('code', { length: 20 }).notNull(),
    customerType: varchar('customer_type', { length: 10 }).notNull().default('PERSON'),
    ownerType: varchar('owner_type', { length: 10 }).notNull(),
    titleCode: varchar('title_code', { length: 20 }),
    firstNameTh: varchar('first_name_th', { length: 100 }).notNull(),
    lastNameTh: varchar('last_name_th', { length: 100 }),
    firstNameEn: varchar('first_name_en', { length: 100 }),
    lastNameEn: varchar('last_name_en', { length: 100 }),
    nameLocal: varchar('name_local', { length: 200 }),
    taxId: varchar('tax_id', { length: 13 }),
    passportId: varchar('passport_id', { length: 20 }),
    nationalityCode: varchar('nationality_code', { length: 10 }),
    genderCode: varchar('gender_code', { length: 10 }),
    dateOfBirth: date('date_of_birth'),
    occupationCode: varchar('occupation_code', { length: 20 }),
    occupationText: varchar('occupation_text', { length: 200 }),
    maritalStatusCode: varchar('marital_status_code', { length: 10 }),
    noOfChildren: smallint('no_of_children'),
    noOfFamilyMember: smallint('no_of_family_member'),
    mobileNo: varchar('mobile_no', { length: 30 }),
    countryCode: varchar('country_code', { length: 4 }),
    telephone: varchar('telephone', { length: 30 }),
    email: varchar('email', { length: 254 }),
    address: varchar('address', { length: 500 }),
    province: varchar('province', { length: 100 }),
    postalCode: varchar('postal_code', { length: 5 }),
    facebook: varchar('facebook', { length: 100 }),
    instagram: varchar('instagram', { length: 100 }),
    line: varchar('line', { length: 100 }),
    twitter: varchar('twitter', { length: 100 }),
    wechat: varchar('wechat', { length: 100 }),
    whatsapp: varchar('whatsapp', { length: 100 }),
    active: char('active', { length: 1 }).notNull().default('Y'),
    inactiveReason: varchar('inactive_reason', { length: 500 }),
    inactiveAt: timestamp('inactive_at', { withTimezone: true }),
    /** How many change records the customer has; the next one is numbered revision + 1. */
    revision: integer('revision').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    unique('customer_property_code').on(t.propertyId, t.code),
    // One person is one customer of a property, whatever units they own or rent.
    uniqueIndex('customer_property_tax_id')
      .on(t.propertyId, t.taxId)
      .where(sql`${t.taxId} is not null`),
    index('customer_property_name').on(t.propertyId, t.firstNameTh),
    unique('customer_property_key').on(t.propertyId, t.id),
  ],
);

/** Who changed what, where and when; written by every mutation in the same transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id'),
    propertyId: uuid('property_id'),
    action: varchar('action', { length: 60 }).notNull(),
    entity: varchar('entity', { length: 60 }).notNull(),
    entityId: varchar('entity_id', { length: 100 }),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_property_at').on(t.propertyId, t.at)],
);

/** Generated keys (token signing, cookie keys) kept in the database so replicas share them. */
export const appSecret = pgTable('app_secret', {
  name: varchar('name', { length: 60 }).primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Storage of the built-in OpenID provider (sessions, grants, codes, interactions). */
export const oidcPayload = pgTable(
  'oidc_payload',
  {
    id: varchar('id', { length: 200 }).notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    payload: jsonb('payload').notNull(),
    grantId: varchar('grant_id', { length: 200 }),
    userCode: varchar('user_code', { length: 200 }),
    uid: varchar('uid', { length: 200 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('oidc_grant').on(t.grantId),
    index('oidc_uid').on(t.uid),
  ],
);

/**
 * The demo's seeding of a property, started and (once every step is in) completed. `as_of` is the day the first
 * start seeded for, kept so a start after an interruption resumes the same history on a later day; a completed
 * row means later starts leave the demo alone.
 */
export const demoSeed = pgTable('demo_seed', {
  propertyId: uuid('property_id')
    .primaryKey()
    .references(() => property.id),
  asOf: date('as_of').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/** bytea as a Buffer, whichever driver is behind (PGlite hands back a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded files' bytes when the database is the file store (platform/files/storage.ts): every instance on one
 * PostgreSQL reads what any of them stored, and a database backup holds the files with the books.
 */
export const fileBlob = pgTable('file_blob', {
  key: text('key').primaryKey(),
  data: bytea('data').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
