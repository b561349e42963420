import { describe, expect, it } from 'vitest';
import { countdownOf } from './countdown';

const at = (iso: string) => new Date(iso);

describe('how far a deadline is, in calendar days on the event’s clock', () => {
  const deadline = '2026-12-12T16:00:00.000Z'; // 17:00 in Berlin

  it('counts days to the deadline’s day, not 24-hour periods', () => {
    // 1.75 days ahead, on the day after tomorrow: two days left.
    expect(countdownOf(deadline, 'Europe/Berlin', at('2026-12-10T22:00:00.000Z'))).toEqual({ due: 'ahead', days: 2 });
    expect(countdownOf(deadline, 'Europe/Berlin', at('2026-12-09T22:59:59.999Z'))).toEqual({ due: 'ahead', days: 3 });
    expect(countdownOf(deadline, 'Europe/Berlin', at('2026-12-09T23:00:00.000Z'))).toEqual({ due: 'ahead', days: 2 });
  });

  it('is due today from the day’s first minute up to the deadline, and past from the deadline on', () => {
    expect(countdownOf(deadline, 'Europe/Berlin', at('2026-12-11T22:59:00.000Z'))).toEqual({ due: 'ahead', days: 1 });
    expect(countdownOf(deadline, 'Europe/Berlin', at('2026-12-11T23:00:00.000Z'))).toEqual({ due: 'ahead', days: 0 });
    expect(countdownOf(deadline, 'Europe/Berlin', at('2026-12-12T15:59:59.999Z'))).toEqual({ due: 'ahead', days: 0 });
    expect(countdownOf(deadline, 'Europe/Berlin', at(deadline))).toEqual({ due: 'past', days: 0 });
    expect(countdownOf(deadline, 'Europe/Berlin', at('2026-12-12T22:59:00.000Z'))).toEqual({ due: 'past', days: 0 });
  });

  it('says one day late about a day after, not two', () => {
    expect(countdownOf(deadline, 'Europe/Berlin', at('2026-12-13T16:30:00.000Z'))).toEqual({ due: 'past', days: 1 });
    expect(countdownOf(deadline, 'Europe/Berlin', at('2026-12-13T23:00:00.000Z'))).toEqual({ due: 'past', days: 2 });
  });

  it('counts a day with a clock change as one day', () => {
    // Berlin goes to summer time on 29 Mar 2026 (a 23-hour day) and back on 25 Oct 2026 (25 hours).
    const spring = '2026-03-30T07:00:00.000Z'; // 09:00 CEST on the Monday
    expect(countdownOf(spring, 'Europe/Berlin', at('2026-03-27T23:00:00.000Z'))).toEqual({ due: 'ahead', days: 2 });
    expect(countdownOf(spring, 'Europe/Berlin', at('2026-03-28T23:00:00.000Z'))).toEqual({ due: 'ahead', days: 1 });
    expect(countdownOf(spring, 'Europe/Berlin', at('2026-03-29T21:59:00.000Z'))).toEqual({ due: 'ahead', days: 1 });
    expect(countdownOf(spring, 'Europe/Berlin', at('2026-03-29T22:00:00.000Z'))).toEqual({ due: 'ahead', days: 0 });
    const autumn = '2026-10-26T08:00:00.000Z'; // 09:00 CET on the Monday
    expect(countdownOf(autumn, 'Europe/Berlin', at('2026-10-23T22:00:00.000Z'))).toEqual({ due: 'ahead', days: 2 });
    expect(countdownOf(autumn, 'Europe/Berlin', at('2026-10-24T22:00:00.000Z'))).toEqual({ due: 'ahead', days: 1 });
    expect(countdownOf(autumn, 'Europe/Berlin', at('2026-10-25T22:59:00.000Z'))).toEqual({ due: 'ahead', days: 1 });
    expect(countdownOf(autumn, 'Europe/Berlin', at('2026-10-25T23:00:00.000Z'))).toEqual({ due: 'ahead', days: 0 });
  });

  it('counts on the clock of the zone given: the same deadline is tomorrow in one place and today in another', () => {
    // 10:00 UTC: 21:00 on 12 Dec in Sydney, 02:00 on 12 Dec in Los Angeles. The deadline, 22:00 UTC,
    // is 09:00 on 13 Dec in Sydney and 14:00 on 12 Dec in Los Angeles.
    const now = at('2026-12-12T10:00:00.000Z');
    expect(countdownOf('2026-12-12T22:00:00.000Z', 'Australia/Sydney', now)).toEqual({ due: 'ahead', days: 1 });
    expect(countdownOf('2026-12-12T22:00:00.000Z', 'America/Los_Angeles', now)).toEqual({ due: 'ahead', days: 0 });
  });
});
