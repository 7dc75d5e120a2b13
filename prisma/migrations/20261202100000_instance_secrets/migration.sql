-- The instance's generated secrets, shared by every process of it (issue 29): without JWT_SECRET each
-- data directory made its own session-signing secret, so processes on different hosts refused each
-- other's sessions. The first process to start writes its secret here and every process signs with the
-- one stored. Only the auth feature reads it, and no answer of the API carries it.
CREATE TABLE "instance_secrets" (
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "instance_secrets_pkey" PRIMARY KEY ("name"),
    CONSTRAINT "instance_secrets_value_check" CHECK (length("value") >= 32)
);
