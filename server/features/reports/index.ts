export { HIDE_AFTER_REPORTS, reportRoast } from "./report-roast";
export { REPORT_RATE_LIMIT, reportRoutes } from "./reports.routes";
export { isUserBanned, requireUserNotBanned } from "../shared/user-bans";
