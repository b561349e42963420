import { describe, expect, it } from 'vitest';
import { type ApprovalFlow, flowBody } from '../api/contract';
import { bodyOf, draftOf } from './flow-editor.machine';

describe('the flow editor keeps a stage’s guest reviewers', () => {
  const stored: ApprovalFlow = {
    eventId: 4,
    requirementId: null,
    updatedAt: '2026-03-01T10:00:00.000Z',
    stages: [
      { name: 'Content', rule: 'any', reviewers: [{ kind: 'staff', userId: 7, name: 'Orla Byrne' }], deciderId: null, days: 2, skipUnchanged: false },
      {
        name: 'Printer',
        rule: 'all',
        reviewers: [
          { kind: 'guest', userId: 31, name: 'print@shop.example', email: 'print@shop.example' },
          { kind: 'staff', userId: 7, name: 'Orla Byrne' },
        ],
        deciderId: null,
        days: 1,
        skipUnchanged: false,
      },
    ],
  };

  it('holds them apart from the staff it ticks, and saves them as guests by email', () => {
    const draft = draftOf(stored);
    expect(draft[1]).toMatchObject({ reviewerIds: [7], guestEmails: ['print@shop.example'] });
    const body = bodyOf(draft);
    expect(body.stages[1]!.reviewers).toEqual([
      { kind: 'staff', userId: 7 },
      { kind: 'guest', email: 'print@shop.example' },
    ]);
    expect(flowBody.safeParse(body).success).toBe(true);
  });
});
