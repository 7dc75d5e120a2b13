// The admin feature's services, built once per app.
import type { AuditPage, AuditQuery, InstanceOverview, ProviderStatus, PublicRegistration } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { countAccounts } from "../auth/index.ts";
import { listAudit } from "./admin.audit.ts";
import { instanceOverview, type InstanceDeps } from "./admin.instance.ts";
import { createRegistrationService, type RegistrationService } from "./admin.registration.ts";
import { createAdminUsersService, type AdminUsersDeps, type AdminUsersService } from "./admin.users.ts";

export interface AdminService {
  users: AdminUsersService;
  registration: RegistrationService;
  instance(): Promise<InstanceOverview>;
  audit(query: AuditQuery): Promise<AuditPage>;
  publicRegistration(): Promise<PublicRegistration>;
}

export interface AdminDeps {
  prisma: Db;
  now: () => Date;
  version: string;
  startedAt?: Date;
  database?: InstanceDeps["database"];
  providers?: () => ProviderStatus[];
  deleteAccount: AdminUsersDeps["deleteAccount"];
}

export function createAdminService(deps: AdminDeps): AdminService {
  const { prisma, now } = deps;
  const registration = createRegistrationService({ prisma, now });
  const startedAt = deps.startedAt ?? now();
  return {
    users: createAdminUsersService({ prisma, now, deleteAccount: deps.deleteAccount }),
    registration,
    instance: () =>
      instanceOverview({
        prisma,
        now,
        version: deps.version,
        startedAt,
        database: deps.database ?? "postgres",
        providers: deps.providers ?? (() => []),
        registrationMode: () => registration.mode(),
      }),
    audit: (query) => listAudit(prisma, query),
    async publicRegistration() {
      const mode = await registration.mode();
      return { mode, firstAccount: (await countAccounts(prisma)) === 0 };
    },
  };
}
