// The publications area's public entry: the viewer's Publish panel for a policy.
export { PublishPanel } from "./components/publish-panel";
