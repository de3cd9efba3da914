CREATE TABLE "stored_images" (
	"file_name" varchar(64) PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL
);
