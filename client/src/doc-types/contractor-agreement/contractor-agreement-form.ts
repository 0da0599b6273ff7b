// The contractor agreement form holds money as a person types it (major units: dollars); the API
// takes minor units. Like the invoice form, the resolver converts first and then validates THAT
// payload with the shared schema, so the form and the server keep one schema and one set of
// messages, at the same paths.
import { toNestErrors } from "@hookform/resolvers";
import type { Control, FieldError, Resolver } from "react-hook-form";
import {
  type TContractorAgreementRequest,
  type TContractorAgreementRequestInput,
  ZContractorAgreementRequestSchema,
} from "@shared/doc-types";
import type { Currency } from "@shared/validation";
import { todayIso } from "@/components/generator/dates";
import { toMinorUnits } from "@shared/money";

export interface ContractorPartyFormValues {
  name: string;
  address: string;
  email: string;
  entityType: "company" | "individual";
}

export interface ContractorFormValues {
  client: ContractorPartyFormValues;
  contractor: ContractorPartyFormValues;
  services: string;
  fee: {
    type: string;
    /** Major units; NaN while the field is empty. */
    amount: number;
    currency: Currency;
  };
  startDate: string;
  endDate: string;
  governingLaw: string;
  deliverables: { description: string; dueDate: string }[];
  /** Amounts in major units. */
  milestones: { description: string; amount: number; dueDate: string }[];
  acceptanceCriteria: string;
  acceptanceDays: number;
  paymentTermsDays: number;
  noticeDays: number;
  /** % a year; NaN when empty (the default rate). */
  lateInterest: number;
  expensesReimbursable: boolean;
  processesPersonalData: boolean;
  nonSolicitation: boolean;
  liabilityCap: string;
  effectiveDate: string;
  businessProfileId?: string | null;
}

export type ContractorControl = Control<ContractorFormValues, unknown, TContractorAgreementRequest>;

export const EMPTY_DELIVERABLE = { description: "", dueDate: "" };
export const EMPTY_MILESTONE = { description: "", amount: Number.NaN, dueDate: "" };

export function contractorDefaults(): ContractorFormValues {
  const party = { name: "", address: "", email: "" };
  return {
    client: { ...party, entityType: "company" },
    contractor: { ...party, entityType: "individual" },
    services: "",
    fee: { type: "fixed", amount: Number.NaN, currency: "USD" },
    startDate: todayIso(),
    endDate: "",
    governingLaw: "",
    deliverables: [],
    milestones: [],
    acceptanceCriteria: "",
    acceptanceDays: 10,
    paymentTermsDays: 30,
    noticeDays: 14,
    lateInterest: Number.NaN,
    expensesReimbursable: false,
    processesPersonalData: false,
    nonSolicitation: false,
    liabilityCap: "total-fees",
    effectiveDate: todayIso(),
  };
}

const major = (minor: unknown) => (typeof minor === "number" ? minor / 100 : Number.NaN);

/** A stored agreement's input (minor units) as the form holds it (major units), to edit it. */
export function contractorFormValuesOf(input: unknown): ContractorFormValues {
  const defaults = contractorDefaults();
  if (!input || typeof input !== "object") return defaults;
  const stored = input as Partial<TContractorAgreementRequest>;
  const party = (p: TContractorAgreementRequest["client"] | undefined, fallback: ContractorPartyFormValues) =>
    p ? { name: p.name, address: p.address, email: p.email, entityType: p.entityType } : fallback;
  return {
    ...defaults,
    client: party(stored.client, defaults.client),
    contractor: party(stored.contractor, defaults.contractor),
    services: stored.services ?? "",
    fee: stored.fee
      ? { type: stored.fee.type, amount: major(stored.fee.amount), currency: stored.fee.currency }
      : defaults.fee,
    startDate: stored.startDate ?? defaults.startDate,
    endDate: stored.endDate ?? "",
    governingLaw: stored.governingLaw ?? "",
    deliverables: (stored.deliverables ?? []).map((d) => ({ description: d.description, dueDate: d.dueDate ?? "" })),
    milestones: (stored.milestones ?? []).map((m) => ({
      description: m.description,
      amount: major(m.amount),
      dueDate: m.dueDate ?? "",
    })),
    acceptanceCriteria: stored.acceptanceCriteria ?? "",
    acceptanceDays: stored.acceptanceDays ?? defaults.acceptanceDays,
    paymentTermsDays: stored.paymentTermsDays ?? defaults.paymentTermsDays,
    noticeDays: stored.noticeDays ?? defaults.noticeDays,
    lateInterest: stored.lateInterest ?? Number.NaN,
    expensesReimbursable: stored.expensesReimbursable ?? false,
    processesPersonalData: stored.processesPersonalData ?? false,
    nonSolicitation: stored.nonSolicitation ?? false,
    liabilityCap: stored.liabilityCap ?? defaults.liabilityCap,
    effectiveDate: stored.effectiveDate ?? defaults.effectiveDate,
    ...(stored.businessProfileId !== undefined ? { businessProfileId: stored.businessProfileId } : {}),
  };
}

/** An empty number field is left out (the schema says it is required, or its default applies). */
const numberOrAbsent = (n: number) => (Number.isFinite(n) ? n : undefined);
const money = (n: number) => (Number.isFinite(n) ? toMinorUnits(n) : undefined);

/** The API payload: money in minor units; the milestones only for a milestone fee. */
export function toContractorPayload(values: ContractorFormValues): TContractorAgreementRequestInput {
  return {
    client: values.client,
    contractor: values.contractor,
    services: values.services,
    fee: { type: values.fee.type, amount: money(values.fee.amount), currency: values.fee.currency },
    startDate: values.startDate,
    endDate: values.endDate,
    governingLaw: values.governingLaw,
    deliverables: values.deliverables,
    milestones:
      values.fee.type === "milestone"
        ? values.milestones.map((m) => ({ description: m.description, amount: money(m.amount), dueDate: m.dueDate }))
        : [],
    acceptanceCriteria: values.acceptanceCriteria,
    acceptanceDays: numberOrAbsent(values.acceptanceDays),
    paymentTermsDays: numberOrAbsent(values.paymentTermsDays),
    noticeDays: numberOrAbsent(values.noticeDays),
    lateInterest: numberOrAbsent(values.lateInterest),
    expensesReimbursable: values.expensesReimbursable,
    processesPersonalData: values.processesPersonalData,
    nonSolicitation: values.nonSolicitation,
    liabilityCap: values.liabilityCap,
    effectiveDate: values.effectiveDate,
    ...(values.businessProfileId !== undefined ? { businessProfileId: values.businessProfileId } : {}),
  } as TContractorAgreementRequestInput;
}

/** The sum of the milestones as typed, in minor units (blanks count as 0). */
export function milestonesTotal(milestones: readonly { amount?: number }[] | undefined): number {
  return (milestones ?? []).reduce((sum, m) => sum + (money(m.amount ?? Number.NaN) ?? 0), 0);
}

export const contractorResolver: Resolver<ContractorFormValues, unknown, TContractorAgreementRequest> = async (
  values,
  _context,
  options,
) => {
  const result = ZContractorAgreementRequestSchema.safeParse(toContractorPayload(values));
  if (result.success) return { values: result.data, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join(".");
    flat[path] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(flat, options) };
};
