import * as z from 'zod/mini';
import { REMINDER_MESSAGES } from './texts';

/** When companies that still owe artwork are reminded: days before each deadline, set per event. */
export const REMINDER_DAYS_DEFAULT = [7, 3, 1];
export const REMINDER_DAYS_LIMIT = 60;
export const REMINDER_DAYS_MAX_COUNT = 6;

/** Days before a deadline, largest first, each once. */
export const reminderDays = z.pipe(
  z
    .array(z.number({ error: REMINDER_MESSAGES.reminderDaysInvalid }).check(z.int(REMINDER_MESSAGES.reminderDaysInvalid), z.gte(1, REMINDER_MESSAGES.reminderDaysInvalid), z.lte(REMINDER_DAYS_LIMIT, REMINDER_MESSAGES.reminderDaysInvalid)), {
      error: REMINDER_MESSAGES.reminderDaysInvalid,
    })
    .check(z.maxLength(REMINDER_DAYS_MAX_COUNT, REMINDER_MESSAGES.reminderDaysInvalid)),
  z.transform((days: number[]) => [...new Set(days)].sort((a, b) => b - a)),
);
