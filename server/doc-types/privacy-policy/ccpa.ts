// The notice to California residents under the CCPA (as amended by the CPRA): the categories
// collected, their sources and purposes, sale and sharing (with the right to opt out and the
// Global Privacy Control when there is advertising), sensitive personal information, the rights
// to know, delete, correct and opt out, and how to exercise them.
import { DATA_USE_OPTIONS } from "../../../shared/validation";
import { type Block, type Section, bold, p, section, ul } from "../../documents/model";
import { DO_NOT_SELL_LINK, ccpaSaleSharingText, emailLink, picked } from "../common";
import { CCPA_PURPOSE, ccpaCategoryRows } from "./ccpa-categories";
import { type Facts } from "./facts";
import { asList, requestMethods, rights } from "./requests";
import { PRIVACY_POLICY_HEADINGS as H } from "./wording";

/** Sale and sharing: that we do neither, or the notice of the right to opt out and how (GPC included). */
function saleSharingBlocks(f: Facts): Block[] {
  const { input } = f;
  const saleSharing: Block[] = [p(ccpaSaleSharingText(f.advertising))];
  if (f.advertising) {
    saleSharing.push(
      p(
        "You have the right to opt out of the sale and sharing of your personal information. This section is our notice of that right. You can opt out at any time:",
      ),
      asList([
        `using the "${DO_NOT_SELL_LINK}" link on our website`,
        ["emailing us at ", emailLink(input.email), ' with the subject line "Do Not Sell or Share"'],
        ...(input.tollFreeNumber ? [`calling us toll-free at ${input.tollFreeNumber}`] : []),
        "turning on the Global Privacy Control (GPC) in your browser or a browser extension",
      ]),
      p(
        "We treat a GPC signal as a valid request to opt out of the sale and sharing of every category of personal information listed above, for that browser and for any consumer profile associated with it, including pseudonymous profiles: we switch off the advertising cookies and similar technologies on our website for that browser. We do not sell or share the personal information of consumers we know to be under 16 years of age.",
      ),
    );
  } else {
    saleSharing.push(
      p(
        "We do not sell or share the personal information of consumers we know to be under 16 years of age. If our practices change, we will update this Privacy Policy and give you the right to opt out before we sell or share your personal information.",
      ),
    );
  }
  return saleSharing;
}

/** The CCPA's rights: to know, delete and correct, to opt out, to limit sensitive data (when collected), to non-discrimination. */
function ccpaRights(f: Facts): [string, string][] {
  const sensitive = f.has("payment-info");
  const rightsList: [string, string][] = [
    [
      "Right to know and access",
      "You may request that we disclose the categories of personal information we have collected about you, the categories of sources, our business or commercial purposes for collecting, selling or sharing it, the categories of third parties to whom we disclose it, and the specific pieces of personal information we have collected about you.",
    ],
    [
      "Right to delete",
      "You may request that we delete personal information we have collected from you, subject to exceptions in the CCPA, for example where we need it to complete a transaction, ensure security and integrity or comply with a legal obligation.",
    ],
    [
      "Right to correct",
      "You may request that we correct inaccurate personal information we maintain about you.",
    ],
    [
      "Right to opt out of sale and sharing",
      f.advertising
        ? `You may direct us not to sell or share your personal information, as described under "${H.ccpaSaleSharing}".`
        : "We do not sell or share personal information. If we ever do, you will have the right to direct us not to.",
    ],
  ];
  if (sensitive) {
    rightsList.push([
      "Right to limit use of sensitive personal information",
      "You may direct us to limit our use and disclosure of sensitive personal information to the purposes permitted by the CCPA. We use sensitive personal information only for those permitted purposes, as described above, so we do not use it in a way that gives rise to this right. If that changes, we will notify you and provide a way to exercise it.",
    ]);
  }
  rightsList.push([
    "Right to non-discrimination",
    "We will not discriminate against you for exercising any of your CCPA rights. We will not deny you goods or services, charge you different prices or rates, provide a different level or quality of goods or services, or suggest that you will receive a different price or quality because you exercised your rights.",
  ]);
  return rightsList;
}

/** How to make a request to know, delete or correct. */
function requestBlocks(f: Facts): Block[] {
  const { input } = f;
  // Two designated methods (Cal. Civ. Code § 1798.130(a)(1)(A)): email and a form or toll-free
  // number; an online-only business may offer email alone. Otherwise only methods that exist:
  // email, and the postal address when there is one.
  const secondMethod = Boolean(input.requestFormUrl || input.tollFreeNumber);
  const address = input.address ?? f.business?.address;
  const mail = !secondMethod && !input.onlineOnly && address ? `${f.c}, ${address.replace(/\n/g, ", ")}` : undefined;
  const methods = requestMethods(input, "California Privacy Request", mail);
  return !secondMethod && input.onlineOnly
    ? [
        p(
          "Because we operate exclusively online and have a direct relationship with you, the CCPA allows us to provide an email address as the method for submitting requests (Cal. Civ. Code § 1798.130(a)(1)(A)). To exercise your rights to know, delete or correct, email us at ",
          emailLink(input.email),
          ' with the subject line "California Privacy Request" and tell us which right you wish to exercise.',
        ),
      ]
    : methods.length === 1
      ? [
          p(
            "To exercise your rights to know, delete or correct, email us at ",
            emailLink(input.email),
            ' with the subject line "California Privacy Request" and tell us which right you wish to exercise.',
          ),
        ]
      : [
          p("To exercise your rights to know, delete or correct, contact us by any of these methods and tell us which right you wish to exercise:"),
          asList(methods),
        ];
}

/** The notice to California residents: what is collected, from where and why, sale and sharing, the rights and how to use them. */
export function ccpaSection(f: Facts): Section {
  const { input } = f;
  const purposes = picked(DATA_USE_OPTIONS, input.dataUse).map((u) => CCPA_PURPOSE[u.value]);
  const sensitive = f.has("payment-info");

  const subsections: Section[] = [
    section(H.ccpaCategories, [
      p(
        "In the preceding 12 months we have collected the following categories of personal information, as defined in the CCPA. We disclose each of these categories for a business purpose to our service providers and contractors, and otherwise to the categories of recipients described under ",
        `"${H.sharing}". We keep each category for the periods described under "${H.retention}".`,
      ),
      {
        type: "table",
        columns: [{ header: "Category" }, { header: "Examples" }, { header: "Sources" }],
        rows: ccpaCategoryRows(f),
      },
    ]),
    section(H.ccpaSources, [
      p("We collect personal information from the following categories of sources:"),
      ul(
        "directly from you, when you provide it to us;",
        ...(f.has("analytics-data") || f.has("cookies-tracking") || f.has("device-info") || f.advertising
          ? ["automatically from your device and browser when you use our website and Services;"]
          : []),
        "from our service providers, such as payment processors and analytics providers, as they perform services for us; and",
        "from third parties you authorize to share information with us.",
      ),
    ]),
    section(H.ccpaPurposes, [
      p(
        "We collect, use and disclose personal information for the following business and commercial purposes:",
      ),
      ul(...purposes, ...(f.advertising ? ["Advertising our products and services to you on other websites and services (cross-context behavioral advertising)"] : [])),
    ]),
    section(H.ccpaSaleSharing, saleSharingBlocks(f)),
  ];
  if (sensitive) {
    subsections.push(
      section(H.ccpaSensitive, [
        p(
          "Payment card or financial account numbers combined with the security codes needed to use them are sensitive personal information under the CCPA. When you pay by card, our payment processor collects them on our behalf, and we receive only the limited details described above; they are collected and used only to process your payments, prevent fraud and meet our legal obligations, which are purposes permitted by section 7027(m) of the CCPA Regulations. We do not use or disclose sensitive personal information to infer characteristics about you.",
        ),
      ]),
    );
  }
  subsections.push(
    section(H.ccpaRights, [
      p(
        "If you are a California resident, you have the following rights, subject to certain exceptions:",
      ),
      rights(ccpaRights(f)),
    ]),
    section(H.ccpaExercise, [
      ...requestBlocks(f),
      ul(
        [
          bold("Verification."),
          " To protect your information, we will verify your identity before we act on a request to know, delete or correct, by matching information you provide with information we already hold. We will ask for more information where a request concerns specific pieces of personal information or sensitive data. Requests to opt out do not need to be verified.",
        ],
        [
          bold("Authorized agents."),
          " You may use an authorized agent to submit a request on your behalf. We will ask the agent for proof of your signed permission and may ask you to verify your identity directly with us or to confirm that you gave the agent permission, unless the agent holds a valid power of attorney under California law.",
        ],
        [
          bold("Response times."),
          " We will confirm receipt of a request to know, delete or correct within 10 business days and respond within 45 calendar days. If we need more time, we may extend this period by up to a further 45 calendar days and will tell you why. We act on opt-out requests as soon as feasible and no later than 15 business days after receiving them.",
        ],
        [
          bold("Cost."),
          " We do not charge a fee to process your request unless it is manifestly unfounded or excessive, in which case we will explain our decision.",
        ],
      ),
    ]),
  );

  return section(
    H.ccpa,
    [
      p(
        'This section supplements this Privacy Policy and applies to residents of California. It is provided under the California Consumer Privacy Act of 2018, as amended by the California Privacy Rights Act of 2020, and its implementing regulations (together, the "CCPA"). Terms defined in the CCPA have the same meaning when used in this section.',
      ),
    ],
    subsections,
  );
}
