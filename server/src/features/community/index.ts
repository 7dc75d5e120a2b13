// The community feature's public face: the community page's answers (activity feed, numbers, top
// reviews, currently playing, recent completions) and their routes.
export { createCommunityService, type CommunityService } from "./community.service.ts";
export { communityRoutes } from "./community.routes.ts";
