// The instance feature's public face: the landing page's aggregate numbers.
export { createInstanceService } from "./instance.service.ts";
export { instanceRoutes } from "./instance.routes.ts";
