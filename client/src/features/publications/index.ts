// The publications area's public entry: the viewer's Publish panel for a policy.
export { PublishPanel } from "./components/publish-panel";
export { TemplateUpdateNotices } from "./components/template-update-notices";
