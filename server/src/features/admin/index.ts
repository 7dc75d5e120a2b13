// The admin feature's public face: the admin service and routes, the audit-log writer other admin
// features call inside their own transactions, the sign-up admission check, and the provider monitor.
export { createAdminService, type AdminService } from "./admin.service.ts";
export { adminRoutes, registrationRoutes } from "./admin.routes.ts";
export { recordAdminAction, type AdminActionRecord } from "./admin.audit.ts";
export { createProviderMonitor, type ProviderMonitor } from "./admin.providers.ts";
