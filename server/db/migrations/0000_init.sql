CREATE TYPE "public"."media_role" AS ENUM('main', 'poster', 'gallery', 'detail', 'thumbnail');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."transfer_kind" AS ENUM('download', 'upload');--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_user_sku_uq" UNIQUE("user_id","sku_id"),
	CONSTRAINT "cart_lines_quantity_positive" CHECK ("cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "colour_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"color" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "colour_groups_goods_position_uq" UNIQUE("goods_id","position")
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_goods_uq" UNIQUE("user_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" integer PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"title" text NOT NULL,
	"toy_sn" text NOT NULL,
	"published_at" timestamp NOT NULL,
	"updated_at" timestamp NOT NULL,
	"sale_num" integer DEFAULT 0 NOT NULL,
	"display_count" integer DEFAULT 0 NOT NULL,
	"buy_num" integer DEFAULT 0 NOT NULL,
	"min_weight_g" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"sku_flag" integer DEFAULT 0 NOT NULL,
	"price_fen" integer,
	"ali_url" text DEFAULT '' NOT NULL,
	"area_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"role" "media_role" NOT NULL,
	"position" integer NOT NULL,
	"is_video" boolean DEFAULT false NOT NULL,
	"is_encry" boolean DEFAULT false NOT NULL,
	"path" text NOT NULL,
	"fname" text NOT NULL,
	CONSTRAINT "media_goods_role_position_uq" UNIQUE("goods_id","role","position")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"money_fen" integer NOT NULL,
	"body" text NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "payments_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "recommendations" (
	"supplier_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "recommendations_supplier_id_position_pk" PRIMARY KEY("supplier_id","position")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" integer PRIMARY KEY NOT NULL,
	"colour_group_id" integer NOT NULL,
	"position" integer NOT NULL,
	"size" text NOT NULL,
	"goods_sn" text NOT NULL,
	"weight_g" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"stock" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"joined_year" integer NOT NULL,
	"latest_update" timestamp NOT NULL,
	"address" text NOT NULL,
	"qq" text NOT NULL,
	"wechat" text NOT NULL,
	"mobile" text NOT NULL,
	"mobile2" text DEFAULT '' NOT NULL,
	"shipping_type" smallint NOT NULL,
	"business_company_name" text NOT NULL,
	"business_chairman" text NOT NULL,
	"business_code" text NOT NULL,
	"business_address" text NOT NULL,
	"business_date" text NOT NULL,
	"business_foundation" text NOT NULL,
	"business_expired" text NOT NULL,
	"business_scope" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"kind" "transfer_kind" NOT NULL,
	"platform" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"nickname" text NOT NULL,
	"password_hash" text NOT NULL,
	CONSTRAINT "users_mobile_unique" UNIQUE("mobile")
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colour_groups" ADD CONSTRAINT "colour_groups_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_colour_group_id_colour_groups_id_fk" FOREIGN KEY ("colour_group_id") REFERENCES "public"."colour_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_events" ADD CONSTRAINT "transfer_events_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_supplier_idx" ON "goods" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "goods_published_idx" ON "goods" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "media_file_idx" ON "media" USING btree ("is_encry","path","fname");--> statement-breakpoint
CREATE INDEX "payments_user_supplier_idx" ON "payments" USING btree ("user_id","supplier_id");--> statement-breakpoint
CREATE INDEX "skus_colour_group_idx" ON "skus" USING btree ("colour_group_id");--> statement-breakpoint
CREATE INDEX "transfer_events_goods_idx" ON "transfer_events" USING btree ("goods_id");