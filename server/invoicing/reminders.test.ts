import { describe, expect, it } from "vitest";
import { latestDueStep } from "./reminders";

describe("latestDueStep", () => {
  const days = [-3, 0, 7, 14];
  it("is the latest step of the schedule on or before today, or none before the first", () => {
    expect(latestDueStep(days, "2027-03-10", "2027-03-06")).toBeUndefined();
    expect(latestDueStep(days, "2027-03-10", "2027-03-07")).toBe(-3);
    expect(latestDueStep(days, "2027-03-10", "2027-03-09")).toBe(-3);
    expect(latestDueStep(days, "2027-03-10", "2027-03-10")).toBe(0);
    expect(latestDueStep(days, "2027-03-10", "2027-03-17")).toBe(7);
    // After a downtime: only the latest, never the ones missed on the way.
    expect(latestDueStep(days, "2027-03-10", "2027-04-30")).toBe(14);
    expect(latestDueStep([], "2027-03-10", "2027-04-30")).toBeUndefined();
  });
});
