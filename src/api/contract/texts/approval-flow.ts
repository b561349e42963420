import { plural } from '../plural';

/** The approval flow's words, as the flow editor and the review page show them. */
export const APPROVAL_FLOW_TEXTS = {
  rules: { all: 'Everyone must approve', any: 'Any one approves', named: 'A named approver decides' },
  /** The one stage of an event without a flow of its own. */
  defaultStage: 'Review',
  /** A version's place in its flow. */
  statuses: { in_progress: 'In review', approved: 'Approved', changes_requested: 'Changes requested' },
  stageStates: { skipped: 'Skipped: it approved this same file before', approved: 'Approved', changes_requested: 'Changes requested', open: 'Waiting for decisions', waiting: 'Not reached yet' },
  withChanges: 'Approved with changes',
} as const;

export const APPROVAL_FLOW_MESSAGES = {
  stagesRequired: 'Add at least one stage.',
  tooManyStages: (max: number) => plural(max, { one: 'A flow can have at most # stage.', other: 'A flow can have at most # stages.' }),
  stageNameRequired: 'Name the stage.',
  stageNameTooLong: (max: number) => plural(max, { one: 'A stage’s name can be at most # character.', other: 'A stage’s name can be at most # characters.' }),
  stageNamesRepeat: 'Give each stage its own name.',
  ruleInvalid: 'Choose how the stage’s decisions combine: everyone, any one, or a named approver.',
  reviewersRequired: 'Name at least one reviewer for the stage.',
  tooManyReviewers: (max: number) => plural(max, { one: 'A stage can have at most # reviewer.', other: 'A stage can have at most # reviewers.' }),
  reviewerInvalid: 'Choose reviewers from the staff accounts.',
  reviewersRepeat: 'Name each reviewer once per stage.',
  deciderRequired: 'Choose the approver who decides, from the stage’s reviewers.',
  deciderNotReviewer: 'The approver who decides must be one of the stage’s reviewers.',
  deciderOnlyNamed: 'Only a stage whose named approver decides has one.',
  daysInvalid: (max: number) => `Allow a whole number of days from 1 to ${max}.`,
  skipInvalid: 'Say whether the stage is skipped for a file it approved unchanged.',
  reviewerNotStaff: 'A stage’s reviewers must be active staff who may review this event: its organisers, an Owner/Admin or an admin.',
  noFlow: 'This has no approval flow of its own.',
  notAtStage: (stage: string) => `This version waits at the “${stage}” stage, and you are not one of its reviewers.`,
  alreadyDecidedAtStage: (stage: string) => `You have already decided on this version at the “${stage}” stage.`,
  withChangesNeedsComment: 'Say which changes the approval asks for.',
  withChangesOnlyApproval: 'Only an approval can be given with changes.',
} as const;
