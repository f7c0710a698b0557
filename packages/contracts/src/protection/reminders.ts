/**
 * How often a reminder interrupts play with the time spent and the net result (a reality check).
 * There is no "never": it is a protection, and an hour is the default. Free of zod, so the player
 * app's first chunk can read it.
 */
export const reminderMinuteChoices = [15, 30, 60] as const;
export const reminderMinutesDefault = 60;
