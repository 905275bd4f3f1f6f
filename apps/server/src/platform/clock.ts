/** The only source of "now" on the server, so tests can move time (DESIGN.md section 2). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests set and advance by hand. */
export class ManualClock implements Clock {
  private currentMs: number;

  constructor(start: Date | string = '2026-01-15T08:00:00.000Z') {
    this.currentMs = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.currentMs);
  }

  set(to: Date | string): void {
    this.currentMs = new Date(to).getTime();
  }

  advance(milliseconds: number): void {
    this.currentMs += milliseconds;
  }
}
