export { shareApiRoutes, sharePageRoutes } from "./share.routes";
export { findSharedRoast } from "./find-shared-roast";
export { setRoastPublic } from "./set-roast-public";
export { fromShareSlug, shareUrlFor, toShareSlug } from "../shared/share-slug";
