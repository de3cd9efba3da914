CREATE TABLE "periodic_runs" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
