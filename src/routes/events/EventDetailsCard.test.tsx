import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EVENT_TEXTS, REMINDER_TEXTS } from '../../api/contract';
import { EventDetailsCard } from './EventDetailsCard';
import { eventFixture } from '../../test/fixtures/events';

const reminders = () => screen.getByText(REMINDER_TEXTS.reminderDays).nextElementSibling;

describe('the event details card', () => {
  it('says on which days before each deadline the reminders go out', () => {
    render(<EventDetailsCard event={eventFixture({ reminderDays: [10, 3, 1] })} />);
    expect(reminders()).toHaveTextContent('10, 3, 1');
  });

  it('says when an event sends no reminders', () => {
    render(<EventDetailsCard event={eventFixture({ reminderDays: [] })} />);
    expect(reminders()).toHaveTextContent(EVENT_TEXTS.noReminders);
  });
});
