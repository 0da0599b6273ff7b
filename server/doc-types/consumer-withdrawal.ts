// The statutory withdrawal (UK: cancellation) instructions and model form, once for every document
// that states them: the model instructions of Annex I(A) and the model form of Annex I(B) to
// Directive 2011/83/EU, and for UK law Parts A and B of Schedule 3 to the Consumer Contracts
// (Information, Cancellation and Additional Charges) Regulations 2013. The caller says what the
// contract supplies, who the trader is and what it adds; the law's words are chosen here.
import { joinLines, joinWords } from "../documents/format";
import { type Block, type Section, bold, p, section, ul } from "../documents/model";

export const WITHDRAWAL_HEADINGS = {
  withdrawal: "Right of Withdrawal",
  withdrawalForm: "Model Withdrawal Form",
  cancellation: "Right to Cancel",
  cancellationForm: "Model Cancellation Form",
} as const;

const H = WITHDRAWAL_HEADINGS;

/** The words of each law: the UK "cancels", the EU directive "withdraws". */
export const withdrawalWords = (uk: boolean) =>
  uk
    ? {
        verb: "cancel",
        noun: "cancellation",
        of: "of",
        right: "right to cancel",
        statement: "a clear statement",
        heading: H.cancellation,
        form: H.cancellationForm,
      }
    : {
        verb: "withdraw from",
        noun: "withdrawal",
        of: "from",
        right: "right of withdrawal",
        statement: "an unequivocal statement",
        heading: H.withdrawal,
        form: H.withdrawalForm,
      };

/** The trader as the instructions name it (name, geographical address, phone and email). */
export interface WithdrawalTrader {
  name: string;
  /** The postal address, one line per line. */
  address?: string;
  phone?: string;
  email?: string;
}

export interface WithdrawalTerms {
  /** UK law: the right to cancel (CCR 2013, Schedule 3); otherwise the EU right of withdrawal. */
  uk: boolean;
  /** Who the right belongs to: "a consumer", "a consumer in the European Union". */
  consumer: string;
  /**
   * What the contract supplies. Goods: the period runs from delivery and the goods go back;
   * services: the proportionate payment and the fully-performed exception; digital content not on
   * a tangible medium: its exception and its line in the form.
   */
  supplies: { goods?: boolean; services?: boolean; digitalContent?: boolean };
  trader: WithdrawalTrader;
  /** The section with the contact details, named where the trader's own lack an address or email. */
  contactSection?: string;
  /** Who bears the direct cost of returning the goods. */
  returnCostsBorneBy: "consumer" | "trader";
  /** What the caller adds: after how to exercise the right, after the return of the goods, and before the closing paragraph. */
  notes?: { exercise?: string; goodsReturn?: string; after?: readonly string[] };
}

/** The trader's details, and whether they hold both a postal and an email address. */
function traderText({ name, address, phone, email }: WithdrawalTrader): {
  text: string;
  complete: boolean;
} {
  const parts = [name];
  if (address) parts.push(joinLines(address, ", "));
  if (phone) parts.push(`phone ${phone}`);
  if (email) parts.push(`email ${email}`);
  return { text: parts.join(", "), complete: Boolean(address && email) };
}

/** The sentences given, one after the other. */
const sentences = (...parts: (string | undefined)[]): string => parts.filter(Boolean).join(" ");

/** "a;", "b; and", "c." */
const listed = (items: readonly string[]): string[] =>
  items.map(
    (item, i) => `${item}${i === items.length - 1 ? "." : i === items.length - 2 ? "; and" : ";"}`,
  );

const GOODS_EXCEPTIONS = [
  "goods made to your specifications or clearly personalised",
  "goods which are liable to deteriorate or expire rapidly",
  "sealed goods which are not suitable for return due to health protection or hygiene reasons, if they were unsealed after delivery",
  "goods which, after delivery, are according to their nature inseparably mixed with other items",
  "sealed audio or video recordings or sealed computer software, if they were unsealed after delivery",
];

/** Effects of withdrawal: the reimbursement (Annex I(A) with its note 4; UK: Schedule 3, with its notes 4 and 5). */
function reimbursementBlocks(t: WithdrawalTerms): Block[] {
  const w = withdrawalWords(t.uk);
  const goods = Boolean(t.supplies.goods);
  const payments = goods
    ? "all payments received from you, including the costs of delivery (with the exception of the supplementary costs resulting from your choice of a type of delivery other than the least expensive type of standard delivery offered by us)"
    : "all payments received from you";
  if (!t.uk)
    return [
      p(
        `If you ${w.verb} this contract, we shall reimburse to you ${payments}, without undue delay and in any event not later than 14 days from the day on which we are informed about your decision to ${w.verb} this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement.${
          goods
            ? " We may withhold reimbursement until we have received the goods back or you have supplied evidence of having sent back the goods, whichever is the earliest."
            : ""
        }`,
      ),
    ];
  const informed =
    "14 days after the day on which we are informed about your decision to cancel this contract";
  return [
    p(`If you cancel this contract, we will reimburse to you ${payments}.`),
    ...(goods
      ? [
          p(
            "We may make a deduction from the reimbursement for loss in value of any goods supplied, if the loss is the result of unnecessary handling by you.",
          ),
          p("We will make the reimbursement without undue delay, and not later than:"),
          ul(
            "14 days after the day we receive back from you any goods supplied, or",
            "(if earlier) 14 days after the day you provide evidence that you have returned the goods, or",
            `if there were no goods supplied, ${informed}.`,
          ),
        ]
      : [p(`We will make the reimbursement without undue delay, and not later than ${informed}.`)]),
    p(
      "We will make the reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of the reimbursement.",
    ),
  ];
}

/** The withdrawal (UK: cancellation) instructions, adapted to what the contract supplies. */
export function withdrawalSection(t: WithdrawalTerms): Section {
  const w = withdrawalWords(t.uk);
  const { goods, services, digitalContent } = t.supplies;
  const who = traderText(t.trader);
  const contact =
    who.complete || !t.contactSection
      ? who.text
      : `${who.text}, using the contact details in "${t.contactSection}"`;
  const blocks: Block[] = [
    p(
      `If you are ${t.consumer}, you have the right to ${w.verb} this contract within 14 days without giving any reason.`,
    ),
    p(
      goods
        ? `The ${w.noun} period will expire after 14 days from the day on which you acquire, or a third party other than the carrier and indicated by you acquires, physical possession of the goods. If you order several goods in one order and they are delivered separately, it expires 14 days after the day on which you, or a third party other than the carrier and indicated by you, acquire physical possession of the last of them.`
        : `The ${w.noun} period will expire after 14 days from the day of the conclusion of the contract.`,
    ),
    p(
      sentences(
        `To exercise the ${w.right}, you must inform us (${contact}) of your decision to ${w.verb} this contract by ${w.statement} (for example, a letter sent by post or an email). You may use the model form in "${w.form}" below, but it is not obligatory.`,
        t.notes?.exercise,
      ),
    ),
    p(
      `To meet the ${w.noun} deadline, it is sufficient for you to send your communication concerning your exercise of the ${w.right} before the ${w.noun} period has expired.`,
    ),
    p(bold(`Effects of ${w.noun}.`)),
    ...reimbursementBlocks(t),
  ];
  if (goods)
    blocks.push(
      p(
        sentences(
          `You shall send back the goods or hand them over to us without undue delay and in any event not later than 14 days from the day on which you communicate your ${w.noun} ${w.of} this contract to us. The deadline is met if you send back the goods before the period of 14 days has expired.`,
          t.returnCostsBorneBy === "trader"
            ? "We will bear the cost of returning the goods."
            : "You will have to bear the direct cost of returning the goods.",
          "You are only liable for any diminished value of the goods resulting from handling other than what is necessary to establish the nature, characteristics and functioning of the goods.",
          t.notes?.goodsReturn,
        ),
      ),
    );
  if (services)
    blocks.push(
      p(
        `If you requested us to begin the performance of services during the ${w.noun} period, you shall pay us an amount which is in proportion to what has been provided until you have communicated to us your ${w.noun} ${w.of} this contract, in comparison with the full coverage of the contract.`,
      ),
    );
  const exceptions = [
    ...(goods ? GOODS_EXCEPTIONS : []),
    ...(services
      ? [
          `a contract for services for which you pay, once we have fully performed the service, if performance began with your prior express request and your acknowledgement that you will lose your ${w.right} once we have fully performed the contract`,
        ]
      : []),
    ...(digitalContent
      ? [
          `digital content not supplied on a tangible medium (such as downloads, licence keys and streaming) for which you pay, once its supply has begun with your prior express consent and your acknowledgement that you thereby lose your ${w.right}, and we have confirmed your consent and acknowledgement to you on a durable medium, such as an email`,
        ]
      : []),
  ];
  if (exceptions.length)
    blocks.push(
      p(bold("Exceptions."), ` The ${w.right} does not apply to, or ends early for:`),
      ul(...listed(exceptions)),
    );
  blocks.push(...(t.notes?.after ?? []).map((note) => p(note)));
  const supplied = [
    goods && "goods",
    digitalContent && "digital content",
    services && "services",
  ].filter((s): s is string => Boolean(s));
  const are = supplied.length === 1 && digitalContent ? "is" : "are";
  blocks.push(
    p(
      `The ${w.right} is in addition to, and does not affect, your statutory rights if ${joinWords(supplied, "or")} ${are} faulty or not as described.`,
    ),
  );
  return section(w.heading, blocks);
}

/**
 * The model form (Annex I(B) of Directive 2011/83/EU; UK: Schedule 3, Part B, CCR 2013): the
 * statutory alternatives (goods, service), and digital content where it is supplied.
 */
export function withdrawalFormSection(t: WithdrawalTerms): Section {
  const w = withdrawalWords(t.uk);
  const mark = t.uk ? "[*]" : "(*)";
  const who = traderText(t.trader);
  const to =
    who.complete || !t.contactSection
      ? who.text
      : `${who.text}, at the postal or email address given in "${t.contactSection}"`;
  const contracts = [
    `of sale of the following goods ${mark}`,
    ...(t.supplies.digitalContent
      ? [`for the supply of the following digital content ${mark}`]
      : []),
    t.uk
      ? `for the supply of the following service ${mark}`
      : `for the provision of the following service ${mark}`,
  ];
  return section(w.form, [
    p(`(Complete and return this form only if you wish to ${w.verb} the contract.)`),
    ul(
      `To ${to}:`,
      `I/We ${mark} hereby give notice that I/We ${mark} ${w.verb} my/our ${mark} contract ${contracts.join("/")},`,
      `Ordered on ${mark}/received on ${mark},`,
      "Name of consumer(s),",
      "Address of consumer(s),",
      "Signature of consumer(s) (only if this form is notified on paper),",
      "Date",
    ),
    p(`${mark} Delete as appropriate.`),
  ]);
}
