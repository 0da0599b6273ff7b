// A business profile's payment reminder settings: on or off, and the days from an
// invoice's due date at which the daily scan e-mails the client (negative: before it).
import { z } from "zod";

export const DEFAULT_REMINDER_DAYS = [-3, 0, 7, 14];
export const REMINDER_DAYS_MAX = 10;
export const REMINDER_DAY_MIN = -60;
export const REMINDER_DAY_MAX = 365;

const RANGE = `Reminder days must be whole numbers from ${REMINDER_DAY_MIN} to ${REMINDER_DAY_MAX}`;

/** The days, each once, in order. */
export const ZReminderDays = z
  .array(z.number({ error: RANGE }).int(RANGE).min(REMINDER_DAY_MIN, RANGE).max(REMINDER_DAY_MAX, RANGE), {
    error: "Reminder days must be a list of days from the due date",
  })
  .max(REMINDER_DAYS_MAX, `No more than ${REMINDER_DAYS_MAX} reminder days`)
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

export const ZRemindersEnabled = z.boolean({ error: "Reminders must be on (true) or off (false)" });

/** How a day reads in the settings: "3 days before", "on the due date", "7 days after". */
export function reminderDayLabel(day: number): string {
  if (day === 0) return "on the due date";
  const n = Math.abs(day);
  return `${n} day${n === 1 ? "" : "s"} ${day < 0 ? "before" : "after"}`;
}
