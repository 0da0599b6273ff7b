// The invoicing area's public entry: what the document list, the dashboard and the viewer use of
// quotes, invoices and their payments (lint lets other code import this file of the area and
// nothing else in it). The client's public pages /q/:token and /i/:token are reached by app/.
export { BillingCard } from "./components/billing-card";
export { BillingHistory } from "./components/billing-history";
export { RemindButton } from "./components/remind-button";
export { ConvertQuoteButton, isSendable, SendToClientDialog } from "./components/send-to-client";
