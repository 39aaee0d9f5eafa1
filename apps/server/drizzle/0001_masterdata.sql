CREATE TABLE "gl_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"code" varchar(20) NOT NULL,
	"name_th" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"category" varchar(10) NOT NULL,
	"normal_side" char(1) NOT NULL,
	"parent_code" varchar(20),
	"level" smallint DEFAULT 1 NOT NULL,
	"postable" char(1) DEFAULT 'Y' NOT NULL,
	"active" char(1) DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "gl_account_property_code" UNIQUE("property_id","code")
);
--> statement-breakpoint
CREATE TABLE "gl_account_document" (
	"property_id" uuid NOT NULL,
	"document_type" varchar(2) NOT NULL,
	"payment_type" smallint NOT NULL,
	"account_code" varchar(20) NOT NULL,
	CONSTRAINT "gl_account_document_property_id_document_type_payment_type_account_code_pk" PRIMARY KEY("property_id","document_type","payment_type","account_code")
);
--> statement-breakpoint
CREATE TABLE "budget_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"code" varchar(20) NOT NULL,
	"description_th" varchar(200) NOT NULL,
	"description_en" varchar(200) NOT NULL,
	"expense_account_code" varchar(20) NOT NULL,
	"active" char(1) DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "budget_item_property_code" UNIQUE("property_id","code")
);
--> statement-breakpoint
CREATE TABLE "expense_type" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"code" varchar(20) NOT NULL,
	"name_th" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"category" varchar(20) NOT NULL,
	"calc_kind" varchar(10) NOT NULL,
	"rate" numeric(18, 2) NOT NULL,
	"billing_cycle" varchar(20) NOT NULL,
	"cycle_months" smallint,
	"meter_type_code" varchar(20),
	"minimum_charge" numeric(18, 2),
	"income_account_code" varchar(20) NOT NULL,
	"vat_applicable" char(1) DEFAULT 'N' NOT NULL,
	"wallet_type" smallint DEFAULT 0 NOT NULL,
	"active" char(1) DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "expense_type_property_code" UNIQUE("property_id","code")
);
--> statement-breakpoint
CREATE TABLE "expense_type_tier" (
	"expense_type_id" uuid NOT NULL,
	"seq" smallint NOT NULL,
	"up_to" numeric(12, 2),
	"rate" numeric(18, 2) NOT NULL,
	CONSTRAINT "expense_type_tier_expense_type_id_seq_pk" PRIMARY KEY("expense_type_id","seq")
);
--> statement-breakpoint
CREATE TABLE "customer" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"code" varchar(20) NOT NULL,
	"customer_type" varchar(10) DEFAULT 'PERSON' NOT NULL,
	"owner_type" varchar(10) NOT NULL,
	"title_code" varchar(20),
	"first_name_th" varchar(100) NOT NULL,
	"last_name_th" varchar(100),
	"first_name_en" varchar(100),
	"last_name_en" varchar(100),
	"name_local" varchar(200),
	"tax_id" varchar(13),
	"passport_id" varchar(20),
	"nationality_code" varchar(10),
	"gender_code" varchar(10),
	"date_of_birth" date,
	"occupation_code" varchar(20),
	"occupation_text" varchar(200),
	"marital_status_code" varchar(10),
	"no_of_children" smallint,
	"no_of_family_member" smallint,
	"mobile_no" varchar(30),
	"country_code" varchar(4),
	"telephone" varchar(30),
	"email" varchar(254),
	"address" varchar(500),
	"province" varchar(100),
	"postal_code" varchar(5),
	"facebook" varchar(100),
	"instagram" varchar(100),
	"line" varchar(100),
	"twitter" varchar(100),
	"wechat" varchar(100),
	"whatsapp" varchar(100),
	"active" char(1) DEFAULT 'Y' NOT NULL,
	"inactive_reason" varchar(500),
	"inactive_at" timestamp with time zone,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "customer_property_code" UNIQUE("property_id","code")
);
--> statement-breakpoint
CREATE TABLE "customer_change" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"document_no" varchar(40) NOT NULL,
	"revision" integer NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"created_by" uuid,
	"created_by_name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_change_document" UNIQUE("property_id","document_no"),
	CONSTRAINT "customer_change_revision" UNIQUE("customer_id","revision")
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"folder" varchar(10) NOT NULL,
	"reference_no" varchar(60) NOT NULL,
	"stored_name" varchar(100) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"description" varchar(500),
	"position" smallint DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_by_name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_file_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE TABLE "property_bank_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"bank_code" varchar(3) NOT NULL,
	"bank_branch_code" varchar(10),
	"account_no" varchar(15) NOT NULL,
	"account_name" varchar(200) NOT NULL,
	"account_code" varchar(20) NOT NULL,
	"active" char(1) DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "property_bank_account_no" UNIQUE("property_id","bank_code","account_no")
);
--> statement-breakpoint
CREATE TABLE "property_document_account" (
	"property_id" uuid NOT NULL,
	"config_id" smallint NOT NULL,
	"bank_account_id" uuid NOT NULL,
	CONSTRAINT "property_document_account_property_id_config_id_bank_account_id_pk" PRIMARY KEY("property_id","config_id","bank_account_id")
);
--> statement-breakpoint
CREATE TABLE "property_setting" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"property_type" varchar(10) NOT NULL,
	"area_unit" varchar(3) NOT NULL,
	"vat_registered" char(1) DEFAULT 'N' NOT NULL,
	"tax_id" varchar(13),
	"branch_no" varchar(5) DEFAULT '00000' NOT NULL,
	"address_th" varchar(500),
	"address_en" varchar(500),
	"phone" varchar(30),
	"email" varchar(254),
	"biller_id" varchar(15),
	"surcharge" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ref_bank" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"name_th" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"short_name" varchar(20) NOT NULL,
	"swift_code" varchar(11),
	"sort" smallint DEFAULT 0 NOT NULL,
	"active" char(1) DEFAULT 'Y' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_bank_branch" (
	"bank_code" varchar(3) NOT NULL,
	"branch_code" varchar(10) NOT NULL,
	"name_th" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"active" char(1) DEFAULT 'Y' NOT NULL,
	CONSTRAINT "ref_bank_branch_bank_code_branch_code_pk" PRIMARY KEY("bank_code","branch_code")
);
--> statement-breakpoint
CREATE TABLE "ref_lookup" (
	"category" varchar(40) NOT NULL,
	"code" varchar(40) NOT NULL,
	"name_th" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"active" char(1) DEFAULT 'Y' NOT NULL,
	CONSTRAINT "ref_lookup_category_code_pk" PRIMARY KEY("category","code")
);
--> statement-breakpoint
CREATE TABLE "ref_tax" (
	"code" varchar(20) PRIMARY KEY NOT NULL,
	"tax_type" varchar(3) NOT NULL,
	"name_th" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	"effective_from" date NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"code" varchar(20) NOT NULL,
	"name_th" varchar(200) NOT NULL,
	"name_en" varchar(200),
	"wht_type" varchar(5) NOT NULL,
	"tax_id" varchar(13),
	"branch_no" varchar(5),
	"address" varchar(500),
	"province" varchar(100),
	"postal_code" varchar(5),
	"phone" varchar(30),
	"email" varchar(254),
	"contact_name" varchar(100),
	"active" char(1) DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "supplier_property_code" UNIQUE("property_id","code")
);
--> statement-breakpoint
CREATE TABLE "supplier_bank_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"bank_code" varchar(3) NOT NULL,
	"bank_branch_code" varchar(10),
	"account_no" varchar(15) NOT NULL,
	"account_name" varchar(200) NOT NULL,
	"active" char(1) DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "supplier_bank_account_no" UNIQUE("supplier_id","bank_code","account_no")
);
--> statement-breakpoint
CREATE TABLE "supplier_document_account" (
	"property_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"config_id" smallint NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"account_code" varchar(20) NOT NULL,
	CONSTRAINT "supplier_document_account_supplier_id_config_id_pk" PRIMARY KEY("supplier_id","config_id")
);
--> statement-breakpoint
CREATE TABLE "unit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"code" varchar(20) NOT NULL,
	"building" varchar(20) NOT NULL,
	"floor" varchar(10),
	"house_no" varchar(30),
	"unit_type_code" varchar(20) NOT NULL,
	"area" numeric(12, 2) NOT NULL,
	"ownership_ratio" numeric(9, 6) NOT NULL,
	"remark" varchar(500),
	"active" char(1) DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "unit_property_code" UNIQUE("property_id","code")
);
--> statement-breakpoint
CREATE TABLE "unit_occupant" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"owner_type" varchar(10) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_type" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"code" varchar(20) NOT NULL,
	"name_th" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"active" char(1) DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "unit_type_property_code" UNIQUE("property_id","code")
);
--> statement-breakpoint
ALTER TABLE "gl_account" ADD CONSTRAINT "gl_account_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_account" ADD CONSTRAINT "gl_account_parent" FOREIGN KEY ("property_id","parent_code") REFERENCES "public"."gl_account"("property_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_account_document" ADD CONSTRAINT "gl_account_document_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_account_document" ADD CONSTRAINT "gl_account_document_account" FOREIGN KEY ("property_id","account_code") REFERENCES "public"."gl_account"("property_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_item" ADD CONSTRAINT "budget_item_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_item" ADD CONSTRAINT "budget_item_expense_account" FOREIGN KEY ("property_id","expense_account_code") REFERENCES "public"."gl_account"("property_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_type" ADD CONSTRAINT "expense_type_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_type" ADD CONSTRAINT "expense_type_income_account" FOREIGN KEY ("property_id","income_account_code") REFERENCES "public"."gl_account"("property_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_type_tier" ADD CONSTRAINT "expense_type_tier_expense_type_id_expense_type_id_fk" FOREIGN KEY ("expense_type_id") REFERENCES "public"."expense_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_change" ADD CONSTRAINT "customer_change_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_change" ADD CONSTRAINT "customer_change_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_bank_account" ADD CONSTRAINT "property_bank_account_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_bank_account" ADD CONSTRAINT "property_bank_account_bank_code_ref_bank_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."ref_bank"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_bank_account" ADD CONSTRAINT "property_bank_account_gl" FOREIGN KEY ("property_id","account_code") REFERENCES "public"."gl_account"("property_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_document_account" ADD CONSTRAINT "property_document_account_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_document_account" ADD CONSTRAINT "property_document_account_bank_account_id_property_bank_account_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."property_bank_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_setting" ADD CONSTRAINT "property_setting_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ref_bank_branch" ADD CONSTRAINT "ref_bank_branch_bank_code_ref_bank_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."ref_bank"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier" ADD CONSTRAINT "supplier_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bank_account" ADD CONSTRAINT "supplier_bank_account_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bank_account" ADD CONSTRAINT "supplier_bank_account_supplier_id_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."supplier"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bank_account" ADD CONSTRAINT "supplier_bank_account_bank_code_ref_bank_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."ref_bank"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_document_account" ADD CONSTRAINT "supplier_document_account_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_document_account" ADD CONSTRAINT "supplier_document_account_supplier_id_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."supplier"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_document_account" ADD CONSTRAINT "supplier_document_account_bank_account_id_supplier_bank_account_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."supplier_bank_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_document_account" ADD CONSTRAINT "supplier_document_account_gl" FOREIGN KEY ("property_id","account_code") REFERENCES "public"."gl_account"("property_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit" ADD CONSTRAINT "unit_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit" ADD CONSTRAINT "unit_unit_type" FOREIGN KEY ("property_id","unit_type_code") REFERENCES "public"."unit_type"("property_id","code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "unit_occupant" ADD CONSTRAINT "unit_occupant_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_occupant" ADD CONSTRAINT "unit_occupant_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_occupant" ADD CONSTRAINT "unit_occupant_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_type" ADD CONSTRAINT "unit_type_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gl_account_parent_idx" ON "gl_account" USING btree ("property_id","parent_code");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_property_tax_id" ON "customer" USING btree ("property_id","tax_id") WHERE "customer"."tax_id" is not null;--> statement-breakpoint
CREATE INDEX "customer_property_name" ON "customer" USING btree ("property_id","first_name_th");--> statement-breakpoint
CREATE INDEX "stored_file_reference" ON "stored_file" USING btree ("property_id","folder","reference_no");--> statement-breakpoint
CREATE INDEX "unit_property_building" ON "unit" USING btree ("property_id","building","floor");--> statement-breakpoint
CREATE INDEX "unit_occupant_unit" ON "unit_occupant" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "unit_occupant_customer" ON "unit_occupant" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_occupant_current" ON "unit_occupant" USING btree ("unit_id","customer_id") WHERE "unit_occupant"."end_date" is null;