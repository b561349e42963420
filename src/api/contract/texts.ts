/**
 * Every user-facing string of the product, in one place (docs/screens.md says where each shows).
 * Screens, the server and the tests import from here; nothing copies a string.
 *
 * Each area keeps its strings in its own file under texts/, so that a screen's bundle carries only
 * the strings it shows (/signin loads app.ts alone). A new area adds a file and a line here.
 */
export * from './texts/app';
export * from './texts/profile';
export * from './texts/mail';
export * from './texts/mail-wording';
export * from './texts/invitations';
export * from './texts/accounts';
export * from './texts/events';
export * from './texts/artwork';
export * from './texts/preflight';
export * from './texts/finding-words';
export * from './texts/review';
export * from './texts/email-templates';
export * from './texts/matrix';
export * from './texts/audit';
export * from './texts/reminders';
export * from './texts/search';
export * from './texts/dates';
export * from './texts/proofing';
export * from './texts/sign-in';
export * from './texts/differences';
export * from './texts/approval-checklist';
export * from './texts/approval-flow';
export * from './texts/guests';
