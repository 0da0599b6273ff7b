// The billing area's public entry: what the rest of the client may use of Lifetime Access (lint
// lets other features, components/ and lib/ import this file of the area and nothing else in it).
// The plans page and the checkout's return page are reached by app/ only.
export { UpgradeButton } from "./components/upgrade-button";
export { planLimitToast } from "./components/plan-limit-toast";
export { PLANS, type Plan, type PlanFeature } from "./plans";
