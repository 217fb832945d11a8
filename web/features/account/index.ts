export { useAccount } from "./api/account-api";
export { AccountPage } from "./components/account-page";
