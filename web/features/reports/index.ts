export { ReportRoastButton } from "./components/report-roast-button";
