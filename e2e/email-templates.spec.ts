import { expect, test } from '@playwright/test';
import { sampleValuesOf } from '../src/api/contract/email-templates';
import { ROLES } from '../src/api/contract/roles';
import { EMAIL_TEMPLATE_DEFAULTS, EMAIL_TEMPLATE_TEXTS, PAGE_TITLES } from '../src/api/contract/texts';
import { axeProblems } from './support/axe';
import { uniqueEmail } from './support/env';
import { mailsTo, setPasswordLinkFrom, waitForMail } from './support/mailbox';
import { field, pageHeading, toasts } from './support/ui';
import { apiSignIn, createUser, signedInContext } from './support/users';

const resetLink = EMAIL_TEMPLATE_DEFAULTS['reset-link'];

/** docs/decisions.md, decision 13: an admin edits the reset link's subject, sees it in the preview, and the next reset email carries it. */
test('Email templates: an edited reset-link subject is previewed, saved, sent, and reset to its default', async ({ browser, request }) => {
  const admin = await createUser({ role: ROLES.admin, firstname: 'Tess', lastname: 'Plate' });
  const member = await createUser({ role: ROLES.user, firstname: 'Rita', email: uniqueEmail('templated-reset') });
  const context = await signedInContext(browser, request, admin);
  const page = await context.newPage();
  const subject = field(page, EMAIL_TEMPLATE_TEXTS.subject);
  const previewSubject = page.getByTestId('preview-subject');
  const sendResetLink = async () => {
    const before = mailsTo(member.email).length;
    expect((await request.post('/api/auth/send-reset-link', { data: { email: member.email } })).ok()).toBe(true);
    return waitForMail(member.email, { count: before + 1 });
  };

  try {
    await page.goto('/email-templates');
    await expect(pageHeading(page, PAGE_TITLES.emailTemplates)).toBeVisible();
    await expect(page.getByRole('button', { name: resetLink.name })).toHaveAttribute('aria-current', 'true');
    await expect(subject).toHaveValue(resetLink.subject);
    expect(await axeProblems(page)).toEqual([]);

    await test.step('the new subject shows in the preview with the sample values as it is typed', async () => {
      await subject.fill('Your new password, {{firstName}}');
      const samples = sampleValuesOf('reset-link');
      await expect(previewSubject).toHaveText(`Your new password, ${samples.firstName}`);
      const body = page.getByRole('article', { name: EMAIL_TEMPLATE_TEXTS.previewLabel });
      await expect(body.getByRole('link', { name: samples.link })).toHaveAttribute('href', samples.link);
      await expect(body).toContainText(`Hello ${samples.firstName},`);
    });

    await test.step('saved: a toast, and the template is marked edited', async () => {
      await page.getByRole('button', { name: EMAIL_TEMPLATE_TEXTS.save, exact: true }).click();
      await expect(toasts(page).getByText(EMAIL_TEMPLATE_TEXTS.saved)).toBeVisible();
      await expect(page.getByRole('button', { name: resetLink.name })).toContainText(EMAIL_TEMPLATE_TEXTS.edited);
    });

    await test.step('the next reset email carries the new subject, and its link still works', async () => {
      const mail = await sendResetLink();
      expect(mail.source).toContain('Subject: Your new password, Rita');
      expect(setPasswordLinkFrom(mail)).toContain('token=');
      // The admin's session is untouched by the member's reset.
      expect(await apiSignIn(request, admin.email, admin.password)).toBeTruthy();
    });

    await test.step('Reset to default asks first, then puts the default back, and the next email has it again', async () => {
      await page.getByRole('button', { name: EMAIL_TEMPLATE_TEXTS.reset, exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: EMAIL_TEMPLATE_TEXTS.resetTitle });
      await expect(dialog).toContainText(EMAIL_TEMPLATE_TEXTS.resetMessage(resetLink.name));
      await dialog.getByRole('button', { name: EMAIL_TEMPLATE_TEXTS.resetConfirm, exact: true }).click();
      await expect(toasts(page).getByText(EMAIL_TEMPLATE_TEXTS.resetDone)).toBeVisible();
      await expect(subject).toHaveValue(resetLink.subject);
      await expect(page.getByRole('button', { name: EMAIL_TEMPLATE_TEXTS.reset, exact: true })).toBeDisabled();
      const mail = await sendResetLink();
      expect(mail.source).toContain(`Subject: ${resetLink.subject}`);
    });
  } finally {
    // Whatever happened above, later journeys get the default reset email.
    const token = await apiSignIn(request, admin.email, admin.password);
    await request.delete('/api/email-template/reset-link', { headers: { authorization: `Bearer ${token}` } });
    await context.close();
  }
});
