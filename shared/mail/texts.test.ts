// What a user reads about a message that was not delivered, or not sent for want of SMTP.
import { expect, test } from "vitest";
import { notSentText, undeliveredText } from "./index";

test("names the message and its addresses; leaves out what is not an address", () => {
  expect(undeliveredText("ana@client.test", "the invoice")).toBe("Couldn't deliver the invoice to ana@client.test — check the address");
  expect(undeliveredText(["a@x.test", "", 7, "b@y.test"])).toBe("Couldn't deliver the e-mail to a@x.test, b@y.test — check the address");
  expect(undeliveredText(undefined)).toBe("Couldn't deliver the e-mail — check the address");
  // Queued when the server's mail was turned off: not the address's fault.
  expect(undeliveredText(["ana@client.test"], "the reminder", "E-mail is not configured on this server")).toBe(
    "Couldn't e-mail the reminder to ana@client.test: e-mail is not configured on this server",
  );
  expect(notSentText(["o@x.example", "bo@client.example"], "the signed copy")).toBe(
    "Couldn't e-mail the signed copy to o@x.example, bo@client.example: e-mail is not configured on this server",
  );
  expect(notSentText(null)).toBe("Couldn't e-mail the e-mail: e-mail is not configured on this server");
});
