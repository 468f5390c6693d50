// Time as a service, so that due dates, reminders and digest windows are tested with a clock the
// test moves instead of waiting.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
