import '../../design-system/testing/jsdom-polyfills';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APPROVAL_FLOW_TEXTS as T, ARTWORK_TEXTS, REVIEW_TEXTS } from '../../api/contract';
import { FLOW_PEOPLE, standingFixture, twoStageFixture } from '../../test/fixtures/review';
import { StageView } from './StageView';
import { translate } from '../../api/contract/i18n/translate';

const items = () => {
  const list = screen.getByRole('list', { name: T.stagesTitle });
  return within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
};

describe('the stage view', () => {
  it('counts the open stage down on the event’s clock: days left, due today, then overdue', () => {
    const flow = twoStageFixture('print'); // Print check's last day: 27 Nov, London.
    const { rerender } = render(<StageView flow={flow} reviews={[]} now={Date.parse('2026-11-25T12:00:00.000Z')} />);
    expect(items()[1]).toHaveTextContent(`${translate('en', T.dueOn, { day: '27 Nov 2026 (Europe/London)' })} · ${translate('en', ARTWORK_TEXTS.daysLeft, { days: 2 })}`);
    rerender(<StageView flow={flow} reviews={[]} now={Date.parse('2026-11-27T23:30:00.000Z')} />);
    expect(items()[1]).toHaveTextContent(ARTWORK_TEXTS.dueToday);
    rerender(<StageView flow={flow} reviews={[]} now={Date.parse('2026-11-28T00:30:00.000Z')} />);
    expect(within(items()[1]!).getByText(translate('en', ARTWORK_TEXTS.overdueBy, { days: 1 }))).toBeVisible();
    // A settled stage has no countdown.
    expect(items()[0]).not.toHaveTextContent(translate('en', T.dueOn, { day: '25 Nov 2026 (Europe/London)' }));
  });

  it('names a reviewer the standing no longer knows as a former reviewer, and any reviewer where the stage waits for any', () => {
    const flow = twoStageFixture('print');
    render(<StageView flow={{ ...flow, reviewers: flow.reviewers.filter((reviewer) => reviewer.id !== FLOW_PEOPLE.ada.id) }} reviews={[]} />);
    expect(items()[0]).toHaveTextContent(translate('en', REVIEW_TEXTS.decisionBy, { decision: T.withChanges, who: T.unknownReviewer, when: '24 Nov 2026, 09:30 (Europe/London)' }));
  });

  it('says any of the event’s reviewers is awaited when a stage names no one, and nothing for an event without a flow', () => {
    const flow = twoStageFixture('content');
    const { rerender } = render(<StageView flow={{ ...flow, stages: [{ ...flow.stages[0]!, awaited: null }, flow.stages[1]!] }} reviews={[]} />);
    expect(items()[0]).toHaveTextContent(T.awaitingAnyReviewer);
    rerender(<StageView flow={standingFixture()} reviews={[]} />);
    expect(screen.queryByRole('list', { name: T.stagesTitle })).toBeNull();
  });
});
