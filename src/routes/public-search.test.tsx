import '../design-system/testing/jsdom-polyfills';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { PUBLIC_PATHS } from '../api/contract';
import { AUTH_TEXTS } from './auth/auth-texts';
import { sessionMachine } from '../machines/session.machine';
import { createAppRouter } from './router';

afterEach(() => localStorage.clear());

/** The app's own routes at an address, signed out. */
function openAt(address: string) {
  const session = createActor(sessionMachine).start();
  const router = createAppRouter(session, { history: createMemoryHistory({ initialEntries: [address] }) });
  render(<RouterProvider router={router as never} />);
}

describe('the public pages’ address', () => {
  it('keeps an emailed link’s token: the reset link opens Set New Password', async () => {
    openAt(`${PUBLIC_PATHS.resetPassword}?token=abc`);
    expect(await screen.findByRole('heading', { name: AUTH_TEXTS.setPasswordTitle })).toBeVisible();
  });

  it('opens the page from a mangled link, leaving out what is not text', async () => {
    openAt(`${PUBLIC_PATHS.signIn}?redirect=5&token=%7B%22a%22%3A1%7D`);
    expect(await screen.findByRole('heading', { name: AUTH_TEXTS.signInTitle })).toBeVisible();
    cleanup();
    // A token that is not text is no token: the page asks for an email to send a link to.
    openAt(`${PUBLIC_PATHS.resetPassword}?token=123`);
    expect(await screen.findByRole('heading', { name: AUTH_TEXTS.forgotTitle })).toBeVisible();
  });
});
