// The covers feature's public face: remote cover images users link to (checked, cached, served from
// this origin), and the refusal a save of an unusable address answers.
export { createCoverService, type CoverService } from "./covers.service.ts";
export { coversRoutes, gameCoverRoutes, requireUsableCover } from "./covers.routes.ts";
