export { AdminPage } from "./components/admin-page";
export { useIsAdmin } from "./api/admin-api";
