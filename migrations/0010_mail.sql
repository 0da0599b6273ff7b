CREATE TABLE "mail_attachments" (
	"message_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"filename" varchar(200) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"content_id" varchar(100),
	"content" "bytea" NOT NULL,
	CONSTRAINT "mail_attachments_message_id_position_pk" PRIMARY KEY("message_id","position")
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"message_id" varchar(255) NOT NULL,
	"kind" varchar(64) NOT NULL,
	"user_id" uuid,
	"entity_type" varchar(50),
	"entity_id" varchar(100),
	"from_name" varchar(200) NOT NULL,
	"to" jsonb NOT NULL,
	"cc" jsonb,
	"reply_to" jsonb,
	"subject" varchar(300) NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"response" text,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_messages_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "mail_messages_status_check" CHECK ("mail_messages"."status" in ('queued', 'sending', 'retrying', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_message_id_mail_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mail_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_messages_user_created_idx" ON "mail_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_messages_entity_idx" ON "mail_messages" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "mail_messages_created_idx" ON "mail_messages" USING btree ("created_at" DESC NULLS LAST);