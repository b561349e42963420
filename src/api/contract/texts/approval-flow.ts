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
  /** The review page's stage view: each stage in order, who decided, who is awaited, the time left. */
  stagesTitle: 'Approval stages',
  /** ICU: the stage's `position` of the `count`. */
  stageNumber: 'Stage {position} of {count}',
  /** ICU: the awaited reviewers' `names`, joined with ", " ("Ada Keller, Bo Lind"). */
  awaiting: 'Waiting for {names}',
  awaitingAnyReviewer: 'Waiting for any of the event’s reviewers',
  noOneDecided: 'No decision at this stage yet.',
  /** ICU: the `day`, as the screen writes it. */
  dueOn: 'Due {day}',
  /** Someone no longer known (an account deleted since). */
  unknownReviewer: 'A former reviewer',
  /** A reviewer the open stage does not wait for: whom it waits for instead. */
  /** ICU: the open `stage`'s name and the awaited reviewers' `names`, joined with ", ". */
  waitsForOthers: 'This version waits at the “{stage}” stage for {names}. Your decision is not asked for there.',
  /** ICU: the open `stage`'s name. */
  waitsForAnyReviewer: 'This version waits at the “{stage}” stage for its reviewers. Your decision is not asked for there.',
  /** The third choice: an approval that asks for changes, made without another round. */
  approveWithChanges: 'Approve with changes',
  withChangesLabel: 'Changes to make',
  withChangesHint: 'The approval stands; these changes are kept with it and shown with the decision.',
  sendApproval: 'Send approval',
  approvedWithChanges: 'Artwork approved with changes.',
  /** A decision that leaves the version in review: kept, and the flow goes on. */
  /** ICU: the `stage`'s name. */
  decisionKept: 'Your decision at the “{stage}” stage is kept.',
  /** A decision in the timeline: at which stage it was made. */
  /** ICU: the `stage`'s name. */
  atStage: 'At the “{stage}” stage',
} as const;

/** The approval flow editor on the event's page. */
export const APPROVAL_FLOW_EDITOR_TEXTS = {
  title: 'Approval flow',
  hint: 'The stages each submitted version goes through, in order. A stage opens when the one before it approves; a request for changes sends the version back to the company, and the next version starts at the first stage again.',
  loading: 'Loading the approval flow…',
  loadFailed: 'The approval flow could not be loaded.',
  retry: 'Try again',
  noFlow: 'This event has no approval flow: one stage of its organisers decides, and any one of them may approve or ask for changes.',
  setUp: 'Set up approval flow',
  edit: 'Edit approval flow',
  remove: 'Remove approval flow',
  removeTitle: 'Remove the approval flow?',
  removeMessage: 'Versions will go through one stage of the event’s organisers again, any one of them deciding. Requirements with a flow of their own keep it.',
  removeConfirm: 'Remove flow',
  removing: 'Removing…',
  cancel: 'Cancel',
  save: 'Save approval flow',
  saving: 'Saving…',
  saved: 'Approval flow saved.',
  removed: 'Approval flow removed: one stage of the event’s organisers decides again.',
  stagesLabel: 'Stages in order',
  /** ICU: the stage's `place`. */
  stageLegend: 'Stage {place}',
  stageName: 'Stage name',
  stageNamePlaceholder: 'For example: Content, Venue safety, Printer',
  rule: 'Who decides',
  reviewers: 'Reviewers',
  reviewersHint: 'Staff who may review this event: its organisers, Owner/Admins and admins.',
  noReviewers: 'No staff may review this event yet. Assign it an organiser first.',
  /** A reviewer the stored flow names who may no longer review the event (unassigned, made inactive): untick to save. */
  /** ICU: the reviewer's `name`. */
  formerReviewer: '{name} (may no longer review this event)',
  decider: 'Named approver',
  deciderPlaceholder: 'Choose from the stage’s reviewers',
  deciderHint: 'The other reviewers’ decisions at this stage are kept as advice.',
  days: 'Days allowed',
  /** ICU: the event's `timeZone`. */
  daysHint: 'Counted in the event’s time zone, {timeZone}.',
  /** ICU: the `days` allowed. */
  daysValue: '{days, plural, one {# day} other {# days}}',
  skipUnchanged: 'Skip this stage when it already approved the same file unchanged',
  skipsUnchanged: 'skipped for a file it approved unchanged',
  addStage: 'Add stage',
  /** ICU: the stage's `name`. */
  moveUp: 'Move up: {name}',
  /** ICU: the stage's `name`. */
  moveDown: 'Move down: {name}',
  /** ICU: the stage's `name`. */
  removeStage: 'Remove {name}',
  up: 'Move up',
  down: 'Move down',
  removeStageLabel: 'Remove',
  /** ICU: the stage's `place`. */
  unnamedStage: 'stage {place}',
  /** ICU: the named approver's `name`. */
  decides: '{name} decides',
  overridesTitle: 'Requirements with a flow of their own',
  overridesHint: 'These requirements’ versions follow their own stages instead of the event’s.',
  overrideLine: (stages: readonly string[]) => stages.join(' → '),
  /** A requirement's own flow, edited in a dialog over the event's page. */
  editOverride: 'Edit',
  /** ICU: the `requirement`'s name. */
  editOverrideOf: 'Edit the approval flow of {requirement}',
  /** ICU: the `requirement`'s name. */
  ownFlowTitle: 'Approval flow of {requirement}',
  ownFlowHint: 'This requirement’s versions go through these stages instead of the event’s. Remove its flow to have it follow the event’s again.',
  noOwnFlow: 'This requirement follows the event’s approval flow.',
  chooseOverride: 'Give a requirement its own flow',
  addOverride: 'Set up its flow',
  overrideRequirement: 'Requirement with a flow of its own',
  overrideRequirementPlaceholder: 'Choose a requirement',
  close: 'Close',
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
  reviewerInvalid: 'Choose reviewers from the staff accounts, or invite a guest by email.',
  guestEmailInvalid: 'Enter a valid email address for the guest reviewer.',
  /** A guest's email that is already a full account's: that account is named as staff, or not at all. */
  guestIsAccount: 'This email belongs to an account of the product. Name staff as staff; a guest is someone without an account.',
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
