import '../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../api/client';
import { ACCOUNT_FIELDS, COMPANY_TEXTS, type InvitationStatus, LAYOUT_TEXTS, LIST_TEXTS, MESSAGES, PAGE_TITLES, ROLES } from '../api/contract';
import { toast } from '../design-system';
import { recordViewMachine, type RecordViewInput } from './record-view.machine';
import { fakeServer, type FakeServer } from '../test/fake-server';
import { renderPage } from '../test/render-page';
import { testModelOf } from '../test/test-model';
import { CompanyViewPage } from '../routes/users/companies';
import { pathName } from '../test/path-names';
import { companyFixture } from '../test/fixtures/users';
import { pathCeiling } from '../test/ceilings';

type State = SnapshotFrom<typeof recordViewMachine>;

const company = companyFixture(7);
const rateLimited = new ApiError(429, MESSAGES.tooManyRequests);
const noInvitation: InvitationStatus = { status: 'none', at: null, attempts: 0, error: null, canResend: false };

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

const resetButton = () => screen.getByRole('button', { name: new RegExp(`^(${LIST_TEXTS.sendResetLink}|${LIST_TEXTS.sendingResetLink})$`) });

for (const address of [String(company.id), 'not-a-number']) {
  const input: RecordViewInput = {
    id: address === String(company.id) ? company.id : null,
    load: async () => company,
    sendResetLink: async () => ({}),
    resetLinkFallback: MESSAGES.failedSendResetLink,
  };

  describe(`/exhibiting-companies/view/${address}: every shortest path of the record view machine, driven through the screen`, () => {
    const model = testModelOf(recordViewMachine, {
      events: [
        { type: 'view.sendResetLink', email: company.User.email },
        { type: 'view.retry' },
        { type: 'xstate.done.actor.load', output: company },
        { type: 'xstate.error.actor.load', error: new ApiError(404, 'Exhibiting company not found.') },
        { type: 'xstate.error.actor.load', error: new ApiError(500, 'The server is away.') },
        { type: 'xstate.done.actor.sendResetLink', output: { message: MESSAGES.resetLinkSentGeneric } },
        { type: 'xstate.error.actor.sendResetLink', error: rateLimited },
      ] as never[],
      input,
      // How the record was last left counts: a reset link that went, or one that failed.
      serializeState: (state: State, event?: { type: string }) => JSON.stringify([state.value, event?.type.includes('sendResetLink') ? event.type : null]),
      filterEvents: (state: State, event: { type: string }) => {
        if (event.type === 'view.sendResetLink') return state.matches({ viewing: 'idle' });
        if (event.type === 'view.retry') return state.matches('loadFailed');
        if (event.type.endsWith('actor.load')) return state.matches('loading');
        return state.matches({ viewing: 'sending' });
      },
    });
    const paths = model.getShortestPaths({ allowDuplicatePaths: true });

    for (const path of paths) {
      it(pathName(path), { timeout: pathCeiling(path) }, async () => {
        // The invitation's own card answers at once; its flow has a test of its own.
        const server: FakeServer = fakeServer({ [`GET /api/exhibiting-company/${company.id}/invitation`]: () => Response.json(noInvitation) });
        await renderPage({ path: '/exhibiting-companies/view/$id', at: `/exhibiting-companies/view/${address}`, component: CompanyViewPage, role: ROLES.owner });
        const user = userEvent.setup();

        await path.test({
          states: {
            // The guard journeys open a detail page and expect its title in every state.
            '*': () => {
              expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(PAGE_TITLES.companyView);
            },
            loading: async () => {
              expect(screen.getByText(LAYOUT_TEXTS.loading)).toBeInTheDocument();
              await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'GET', path: `/api/exhibiting-company/${company.id}` }));
            },
            missing: async () => {
              expect(await screen.findByText(COMPANY_TEXTS.viewEmpty)).toBeVisible();
              expect(screen.getByRole('link', { name: LIST_TEXTS.back })).toHaveAttribute('href', '/exhibitors');
              expect(screen.queryByRole('button', { name: LIST_TEXTS.sendResetLink })).toBeNull();
            },
            loadFailed: async () => {
              expect(await screen.findByText(COMPANY_TEXTS.fetchFailed)).toBeVisible();
              expect(screen.getByRole('button', { name: LIST_TEXTS.retry })).toBeEnabled();
            },
            'viewing.idle': async () => {
              expect(await screen.findByRole('heading', { level: 2, name: company.companyName })).toBeVisible();
              await waitFor(() => expect(resetButton()).toHaveTextContent(LIST_TEXTS.sendResetLink));
              expect(resetButton()).toBeEnabled();
              const details = screen.getByRole('heading', { name: LIST_TEXTS.detailsTitle }).closest('div')!.parentElement!;
              const value = (label: string) => within(details).getByText(label).nextElementSibling;
              expect(value(ACCOUNT_FIELDS.productCategory)).toHaveTextContent(company.productCategory);
              expect(value(ACCOUNT_FIELDS.email)).toHaveTextContent(company.User.email);
              expect(value(ACCOUNT_FIELDS.status)).toHaveTextContent('Active');
              expect(value(ACCOUNT_FIELDS.createdAt)).toHaveTextContent('04 Sept 2026');
              expect(screen.getByRole('link', { name: LIST_TEXTS.edit })).toHaveAttribute('href', `/exhibiting-companies/edit/${company.id}`);
            },
            'viewing.sending': async () => {
              expect(resetButton()).toHaveTextContent(LIST_TEXTS.sendingResetLink);
              expect(resetButton()).toBeDisabled();
              await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'POST', path: '/api/auth/send-reset-link', body: { email: company.User.email } }));
            },
          },
          events: {
            'view.sendResetLink': () => user.click(resetButton()),
            'view.retry': () => user.click(screen.getByRole('button', { name: LIST_TEXTS.retry })),
            ...({
              'xstate.done.actor.load': () => server.answer(Response.json(company)),
              'xstate.error.actor.load': ({ event }: { event: { error: ApiError } }) =>
                server.answer(Response.json({ message: event.error.message }, { status: event.error.status })),
              'xstate.done.actor.sendResetLink': async () => {
                await server.answer(Response.json({ message: MESSAGES.resetLinkSentGeneric }));
                expect(await screen.findByText(MESSAGES.resetLinkSent)).toBeVisible();
              },
              'xstate.error.actor.sendResetLink': async () => {
                await server.answer(Response.json({ message: rateLimited.message }, { status: rateLimited.status }));
                expect(await screen.findByText(rateLimited.message)).toBeVisible();
              },
            } as object),
          },
        });
      });
    }
  });
}
