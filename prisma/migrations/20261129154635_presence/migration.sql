-- CreateTable
CREATE TABLE "presence" (
    "account_id" UUID NOT NULL,
    "instance_id" UUID NOT NULL,
    "connections" INTEGER NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "presence_pkey" PRIMARY KEY ("account_id","instance_id")
);
