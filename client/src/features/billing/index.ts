// The billing area's public entry: what the rest of the client may use of Lifetime Access (lint
// lets other features, components/, lib/ and the document types import this file of the area and
// nothing else in it): the Upgrade button, the plan-limit toast, the plans, and a generator page's
// plan notices (the Free plan's allowance before the form, its limit in the result area). The
// plans page and the checkout's return page are reached by app/ only.
export { UpgradeButton } from "./components/upgrade-button";
export { planLimitToast } from "./components/plan-limit-toast";
export { PLANS, type Plan, type PlanFeature } from "./plans";
export { FREE_DOCUMENT_LIMIT, PlanUsageNotice } from "./components/plan-usage-notice";
export { PlanLimitPanel } from "./components/plan-limit-panel";
