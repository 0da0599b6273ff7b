import { describe, expect, test } from "vitest";
import { renderAll } from "../../test/rendered";
import {
  WITHDRAWAL_HEADINGS as H,
  type WithdrawalTerms,
  withdrawalFormSection,
  withdrawalSection,
} from "./consumer-withdrawal";

const TRADER = {
  name: "Acme GmbH",
  address: "Hauptstr. 1\n10115 Berlin",
  phone: "+49 30 123456",
  email: "info@acme.example",
};

const terms = (over: Partial<WithdrawalTerms> = {}): WithdrawalTerms => ({
  uk: false,
  consumer: "a consumer",
  supplies: { goods: true },
  trader: TRADER,
  returnCostsBorneBy: "consumer",
  ...over,
});

/** The instructions and the form as one rendered document. */
const render = (t: WithdrawalTerms) =>
  renderAll({
    type: "test",
    title: "Test",
    meta: [],
    sections: [withdrawalSection(t), withdrawalFormSection(t)],
  });

const DEDUCTION =
  "We may make a deduction from the reimbursement for loss in value of any goods supplied, if the loss is the result of unnecessary handling by you.";
const WITHHOLD =
  "We may withhold reimbursement until we have received the goods back or you have supplied evidence of having sent back the goods, whichever is the earliest.";
const RETURN_GOODS = "You shall send back the goods or hand them over to us";
const PROPORTION = "you shall pay us an amount which is in proportion to what has been provided";
const DIGITAL_EXCEPTION = "digital content not supplied on a tangible medium";

describe("the statutory withdrawal instructions and model form", () => {
  test("EU goods: the period from delivery, the reimbursement with the right to withhold it, the return of the goods", () => {
    const { text, headings } = render(terms());
    expect(headings.slice(1)).toEqual([H.withdrawal, H.withdrawalForm]);
    expect(text).toContain(
      "If you are a consumer, you have the right to withdraw from this contract within 14 days without giving any reason.",
    );
    expect(text).toContain("physical possession of the goods");
    // (The renderer keeps a phone number on one line, followed by a space.)
    expect(text).toMatch(
      /you must inform us \(Acme GmbH, Hauptstr\. 1, 10115 Berlin, phone \+49 30 123456 ?, email info@acme\.example\) of your decision to withdraw from this contract by an unequivocal statement/,
    );
    expect(text).toContain("including the costs of delivery");
    expect(text).toContain(
      "not later than 14 days from the day on which we are informed about your decision to withdraw from this contract",
    );
    expect(text).toContain(WITHHOLD);
    expect(text).not.toContain(DEDUCTION);
    expect(text).toContain(
      `${RETURN_GOODS} without undue delay and in any event not later than 14 days from the day on which you communicate your withdrawal from this contract to us.`,
    );
    expect(text).toContain("You will have to bear the direct cost of returning the goods.");
    expect(text).not.toContain(PROPORTION);
    expect(text).toContain("goods made to your specifications or clearly personalised;");
    // The last exception closes the list.
    expect(text).toContain(
      "other items; and sealed audio or video recordings or sealed computer software, if they were unsealed after delivery.",
    );
    expect(text).not.toContain(DIGITAL_EXCEPTION);
    expect(text).toContain("your statutory rights if goods are faulty or not as described.");
    expect(render(terms({ returnCostsBorneBy: "trader" })).text).toContain(
      "We will bear the cost of returning the goods.",
    );
  });

  test("UK goods: the right to cancel, Schedule 3's deduction for loss in value and its reimbursement dates", () => {
    const { text, headings } = render(
      terms({ uk: true, consumer: "a consumer in the United Kingdom" }),
    );
    expect(headings.slice(1)).toEqual([H.cancellation, H.cancellationForm]);
    expect(text).toContain(
      "If you are a consumer in the United Kingdom, you have the right to cancel this contract within 14 days",
    );
    expect(text).toContain("of your decision to cancel this contract by a clear statement");
    expect(text).toContain(
      "The cancellation period will expire after 14 days from the day on which you acquire",
    );
    expect(text).toContain(DEDUCTION);
    expect(text).toContain("14 days after the day we receive back from you any goods supplied, or");
    expect(text).toContain(
      "(if earlier) 14 days after the day you provide evidence that you have returned the goods, or",
    );
    expect(text).toContain(
      "if there were no goods supplied, 14 days after the day on which we are informed about your decision to cancel this contract.",
    );
    expect(text).toContain("you will not incur any fees as a result of the reimbursement.");
    expect(text).toContain(
      "not later than 14 days from the day on which you communicate your cancellation of this contract to us",
    );
    expect(text).not.toMatch(/withdraw/i);
  });

  test("EU services: the period from the contract, the proportionate payment, the fully-performed exception; no goods", () => {
    const { text } = render(terms({ supplies: { services: true } }));
    expect(text).toContain(
      "The withdrawal period will expire after 14 days from the day of the conclusion of the contract.",
    );
    expect(text).toContain(
      `If you requested us to begin the performance of services during the withdrawal period, ${PROPORTION} until you have communicated to us your withdrawal from this contract, in comparison with the full coverage of the contract.`,
    );
    expect(text).toContain(
      "a contract for services for which you pay, once we have fully performed the service",
    );
    expect(text).toContain(
      "we shall reimburse to you all payments received from you, without undue delay",
    );
    expect(text).not.toContain("costs of delivery");
    expect(text).not.toContain(WITHHOLD);
    expect(text).not.toContain(RETURN_GOODS);
    expect(text).not.toContain("physical possession");
    expect(text).not.toContain("goods made to your specifications");
    expect(text).toContain("your statutory rights if services are faulty or not as described.");
  });

  test("digital content: its exception, and its line in the model form", () => {
    const without = render(terms()).text;
    expect(without).not.toContain("digital content (*)");
    const { text } = render(terms({ supplies: { services: true, digitalContent: true } }));
    expect(text).toContain(
      "; and digital content not supplied on a tangible medium (such as downloads, licence keys and streaming) for which you pay, once its supply has begun with your prior express consent and your acknowledgement that you thereby lose your right of withdrawal, and we have confirmed your consent and acknowledgement to you on a durable medium, such as an email.",
    );
    expect(text).toContain("for the supply of the following digital content (*)");
    expect(text).toContain(
      "your statutory rights if digital content or services are faulty or not as described.",
    );
    expect(render(terms({ supplies: { digitalContent: true } })).text).toContain(
      "if digital content is faulty",
    );
  });

  test.each([
    {
      law: "the Directive",
      uk: false,
      mark: "(*)",
      other: "[*]",
      verb: "withdraw from",
      contract:
        "contract of sale of the following goods (*)/for the supply of the following digital content (*)/for the provision of the following service (*),",
    },
    {
      law: "Schedule 3",
      uk: true,
      mark: "[*]",
      other: "(*)",
      verb: "cancel",
      contract:
        "contract of sale of the following goods [*]/for the supply of the following digital content [*]/for the supply of the following service [*],",
    },
  ])(
    "the model form under $law: $mark, and the statutory alternatives",
    ({ uk, mark, other, verb, contract }) => {
      const { text } = render(terms({ uk, supplies: { goods: true, digitalContent: true } }));
      expect(text).toContain(
        `(Complete and return this form only if you wish to ${verb} the contract.)`,
      );
      expect(text).toMatch(
        /To Acme GmbH, Hauptstr\. 1, 10115 Berlin, phone \+49 30 123456 ?, email info@acme\.example:/,
      );
      expect(text).toContain(
        `I/We ${mark} hereby give notice that I/We ${mark} ${verb} my/our ${mark} ${contract}`,
      );
      expect(text).toContain(`Ordered on ${mark}/received on ${mark},`);
      expect(text).toContain(`${mark} Delete as appropriate.`);
      expect(text).not.toContain(other);
    },
  );

  test("the trader's contact section, named only where its own details lack an address or email", () => {
    const partial = terms({ trader: { name: "Acme GmbH" }, contactSection: "Contact Us" });
    const { text } = render(partial);
    expect(text).toContain('inform us (Acme GmbH, using the contact details in "Contact Us")');
    expect(text).toContain('To Acme GmbH, at the postal or email address given in "Contact Us":');
    expect(render(terms({ contactSection: "Contact Us" })).text).not.toContain('"Contact Us"');
  });

  test("what the caller adds, where it belongs", () => {
    const { text } = render(
      terms({
        notes: {
          exercise: "No authorisation needed.",
          goodsReturn: "No restocking fee.",
          after: ["A cross-border note."],
        },
      }),
    );
    expect(text).toContain("but it is not obligatory. No authorisation needed.");
    expect(text).toContain("functioning of the goods. No restocking fee.");
    expect(text).toMatch(
      /after delivery\.\s+A cross-border note\.\s+The right of withdrawal is in addition to/,
    );
  });
});
