// The compliance scans area's public entry: the viewer's scan card (a cookie or privacy policy).
export { ScanCard } from "./components/scan-card";
