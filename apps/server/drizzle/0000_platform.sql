CREATE TABLE "app_secret" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_user" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" varchar(100) NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(254),
	"position" varchar(100),
	"is_directory" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"active" char(1) DEFAULT 'Y' NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"property_id" uuid,
	"action" varchar(60) NOT NULL,
	"entity" varchar(60) NOT NULL,
	"entity_id" varchar(100),
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "oidc_payload" (
	"id" varchar(200) NOT NULL,
	"kind" varchar(40) NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" varchar(200),
	"user_code" varchar(200),
	"uid" varchar(200),
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payload_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "property" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(20) NOT NULL,
	"name_th" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"active" char(1) DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "property_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "role" (
	"code" varchar(30) PRIMARY KEY NOT NULL,
	"description_th" varchar(200) NOT NULL,
	"description_en" varchar(200) NOT NULL,
	"objects" text[] NOT NULL,
	"approval_types" text[] NOT NULL,
	"post_gl_types" text[] NOT NULL,
	"can_close_gl" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_property_role" (
	"user_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"role_code" varchar(30) NOT NULL,
	"objects" text[],
	"active" char(1) DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "user_property_role_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
ALTER TABLE "user_property_role" ADD CONSTRAINT "user_property_role_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_property_role" ADD CONSTRAINT "user_property_role_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_property_role" ADD CONSTRAINT "user_property_role_role_code_role_code_fk" FOREIGN KEY ("role_code") REFERENCES "public"."role"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_username_lower" ON "app_user" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "audit_property_at" ON "audit_log" USING btree ("property_id","at");--> statement-breakpoint
CREATE INDEX "oidc_grant" ON "oidc_payload" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_uid" ON "oidc_payload" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "upr_property" ON "user_property_role" USING btree ("property_id");