import '../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../api/client';
import { INVITATION_MESSAGES, INVITATION_TEXTS, type InvitationStatus, LAYOUT_TEXTS, LIST_TEXTS, ROLES } from '../api/contract';
import { toast } from '../design-system';
import { invitationMachine, type InvitationInput } from './invitation.machine';
import { fakeServer, type FakeServer } from '../test/fake-server';
import { renderPage } from '../test/render-page';
import { testModelOf } from '../test/test-model';
import { CompanyViewPage } from '../routes/users/companies';
import { pathName } from '../test/path-names';
import { companyFixture } from '../test/fixtures/users';
import { pathCeiling } from '../test/ceilings';
import { translate } from '../api/contract/i18n/translate';

type State = SnapshotFrom<typeof invitationMachine>;

const company = companyFixture(7);
const url = `/api/exhibiting-company/${company.id}/invitation`;
const failing: InvitationStatus = { status: 'retrying', at: '2026-11-20T10:00:00.000Z', attempts: 3, error: 'connect ECONNREFUSED 127.0.0.1:25', canResend: true };
const givenUp: InvitationStatus = { ...failing, status: 'failed', attempts: 30 };
const accepted: InvitationStatus = { status: 'sent', at: '2026-11-20T10:00:00.000Z', attempts: 1, error: null, canResend: false };
const queued: InvitationStatus = { status: 'queued', at: '2026-11-21T10:00:00.000Z', attempts: 0, error: null, canResend: true };
const passwordSet = new ApiError(409, INVITATION_MESSAGES.passwordSet);

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

const card = () => screen.getByRole('heading', { name: INVITATION_TEXTS.title }).closest('div')!.parentElement!;
const resendButton = () => within(card()).getByRole('button', { name: new RegExp(`^(${INVITATION_TEXTS.resend}|${INVITATION_TEXTS.resending})$`) });

describe(`/exhibiting-companies/view/${company.id}: every shortest path of the invitation machine, driven through the screen`, () => {
  const input: InvitationInput = { load: async () => failing, resend: async () => queued, resendFallback: INVITATION_MESSAGES.resendFailed };
  const model = testModelOf(invitationMachine, {
    events: [
      { type: 'invitation.resend' },
      { type: 'invitation.retry' },
      { type: 'xstate.done.actor.load', output: failing },
      { type: 'xstate.done.actor.load', output: givenUp },
      { type: 'xstate.done.actor.load', output: accepted },
      { type: 'xstate.error.actor.load', error: new ApiError(500, 'The server is away.') },
      { type: 'xstate.done.actor.resend', output: queued },
      { type: 'xstate.error.actor.resend', error: passwordSet },
    ] as never[],
    input,
    // Which invitation is shown counts, and how the last Resend went.
    serializeState: (state: State, event?: { type: string }) =>
      JSON.stringify([state.value, state.context.invitation?.status ?? null, event?.type.includes('resend') ? event.type : null]),
    filterEvents: (state: State, event: { type: string }) => {
      if (event.type === 'invitation.resend') return state.matches({ shown: 'idle' }) && state.context.invitation?.canResend === true;
      if (event.type === 'invitation.retry') return state.matches('loadFailed');
      if (event.type.endsWith('actor.load')) return state.matches('loading');
      return state.matches({ shown: 'resending' });
    },
  });

  for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
    it(
      pathName(path, (event) => (event.output ? (event.output as InvitationStatus).status : undefined)),
      { timeout: pathCeiling(path) },
      async () => {
        const server: FakeServer = fakeServer({ [`GET /api/exhibiting-company/${company.id}`]: () => Response.json(company) });
        await renderPage({ path: '/exhibiting-companies/view/$id', at: `/exhibiting-companies/view/${company.id}`, component: CompanyViewPage, role: ROLES.owner });
        const user = userEvent.setup();

        await path.test({
          states: {
            loading: async () => {
              await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'GET', path: url }));
              expect(within(card()).getByText(LAYOUT_TEXTS.loading)).toBeInTheDocument();
            },
            loadFailed: async () => {
              expect(await within(card()).findByText(INVITATION_TEXTS.loadFailed)).toBeVisible();
              expect(within(card()).getByRole('button', { name: LIST_TEXTS.retry })).toBeEnabled();
            },
            'shown.idle': async ({ context }: State) => {
              const shown = context.invitation!;
              if (shown.status === 'sent') {
                expect(await within(card()).findByText(translate('en', INVITATION_TEXTS.sent, { when: '20 Nov 2026' }))).toBeVisible();
                expect(within(card()).getByText(INVITATION_TEXTS.passwordSet)).toBeVisible();
                expect(within(card()).queryByRole('button', { name: INVITATION_TEXTS.resend })).toBeNull();
                return;
              }
              if (shown.status === 'queued') expect(await within(card()).findByText(INVITATION_TEXTS.queued)).toBeVisible();
              else {
                expect(await within(card()).findByText(INVITATION_TEXTS.failed)).toBeVisible();
                const tries = shown.status === 'retrying' ? translate('en', INVITATION_TEXTS.retrying, { attempts: shown.attempts }) : translate('en', INVITATION_TEXTS.gaveUp, { attempts: shown.attempts });
                expect(within(card()).getByText(tries)).toBeVisible();
                expect(within(card()).getByText(translate('en', INVITATION_TEXTS.reason, { error: shown.error! }))).toBeVisible();
              }
              await waitFor(() => expect(resendButton()).toHaveTextContent(INVITATION_TEXTS.resend));
              expect(resendButton()).toBeEnabled();
            },
            'shown.resending': async () => {
              expect(resendButton()).toHaveTextContent(INVITATION_TEXTS.resending);
              expect(resendButton()).toBeDisabled();
              await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'POST', path: url }));
            },
          },
          events: {
            'invitation.resend': () => user.click(resendButton()),
            'invitation.retry': () => user.click(within(card()).getByRole('button', { name: LIST_TEXTS.retry })),
            ...({
              'xstate.done.actor.load': ({ event }: { event: { output: InvitationStatus } }) => server.answer(Response.json(event.output)),
              'xstate.error.actor.load': ({ event }: { event: { error: ApiError } }) =>
                server.answer(Response.json({ message: event.error.message }, { status: event.error.status })),
              'xstate.done.actor.resend': async () => {
                await server.answer(Response.json(queued, { status: 201 }));
                expect(await screen.findByText(INVITATION_TEXTS.resent)).toBeVisible();
              },
              'xstate.error.actor.resend': async () => {
                await server.answer(Response.json({ message: passwordSet.message }, { status: passwordSet.status }));
                expect(await screen.findByText(passwordSet.message)).toBeVisible();
              },
            } as object),
          },
        });
      },
    );
  }
});
