import { expect, test } from '@playwright/test';
import { sampleValuesOf } from '../src/api/contract/email-templates';
import { ROLES } from '../src/api/contract/roles';
import { LOCALE_NAMES } from '../src/api/contract/i18n/locales';
import { EMAIL_TEMPLATE_DEFAULTS, EMAIL_TEMPLATE_TEXTS, PAGE_TITLES } from '../src/api/contract/texts';
import { MAIL_TEXTS } from '../src/api/contract/texts/mail';
import { readMail } from '../server/test/smtp';
import { axeProblems } from './support/axe';
import { inLanguage } from './support/languages';
import { uniqueEmail } from './support/env';
import { mailsTo, setPasswordLinkFrom, waitForMail } from './support/mailbox';
import { field, pageHeading, toasts } from './support/ui';
import { apiSignIn, createUser, signedInContext } from './support/users';
import { english } from './support/english';

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
      await expect(dialog).toContainText(english(EMAIL_TEMPLATE_TEXTS.resetMessage, { name: resetLink.name }));
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

/**
 * docs/decisions.md, decision 20: each language's template is edited apart. An English edit marks
 * the German translation for review and never reaches a German reader; the German edit does, and
 * the mark goes.
 */
test('Email templates: each language is edited apart, a translation behind its English marked for review', async ({ browser, request }) => {
  const admin = await createUser({ role: ROLES.admin, firstname: 'Tess', lastname: 'Plate' });
  const german = await createUser({ role: ROLES.user, firstname: 'Greta', email: uniqueEmail('german-reset'), language: 'de' });
  const context = await signedInContext(browser, request, admin);
  const page = await context.newPage();
  const subject = field(page, EMAIL_TEMPLATE_TEXTS.subject);
  const body = page.getByRole('textbox', { name: EMAIL_TEMPLATE_TEXTS.body });
  const language = page.getByRole('combobox', { name: EMAIL_TEMPLATE_TEXTS.language });
  const listItem = page.getByRole('button', { name: resetLink.name });
  const save = page.getByRole('button', { name: EMAIL_TEMPLATE_TEXTS.save, exact: true });
  const sendResetLink = async () => {
    const before = mailsTo(german.email).length;
    expect((await request.post('/api/auth/send-reset-link', { data: { email: german.email } })).ok()).toBe(true);
    return readMail(await waitForMail(german.email, { count: before + 1 }));
  };

  try {
    await page.goto('/email-templates');
    await expect(subject).toHaveValue(resetLink.subject);

    await test.step('English edited: the German reader still gets the German built-in translation', async () => {
      await subject.fill('Choose a new password, {{firstName}}');
      await save.click();
      await expect(toasts(page).getByText(EMAIL_TEMPLATE_TEXTS.saved)).toBeVisible();
      const mail = await sendResetLink();
      expect(mail.subject).toBe(inLanguage('de', MAIL_TEXTS.resetSubject));
    });

    await test.step('in German, the same template is open, marked for review, the English beside it', async () => {
      await language.selectOption({ label: LOCALE_NAMES.de });
      await expect(subject).toHaveValue(inLanguage('de', MAIL_TEXTS.resetSubject));
      await expect(listItem).toHaveAttribute('aria-current', 'true');
      await expect(listItem).toContainText(EMAIL_TEMPLATE_TEXTS.needsReview);
      await expect(page.getByText(EMAIL_TEMPLATE_TEXTS.needsReviewHint)).toBeVisible();
      await expect(page.getByText('Choose a new password, {{firstName}}')).toBeVisible();
      await expect(body).toHaveAttribute('lang', 'de');
      expect(await axeProblems(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath('german-needs-review.png'), fullPage: true });
    });

    await test.step('the German edit is saved, the mark goes, and the German reader gets it', async () => {
      await subject.fill('Neues Passwort für {{firstName}}');
      await save.click();
      // The English save's toast may still be there: the newest is this one.
      await expect(toasts(page).getByText(EMAIL_TEMPLATE_TEXTS.saved).last()).toBeVisible();
      await expect(listItem).toContainText(EMAIL_TEMPLATE_TEXTS.edited);
      await expect(listItem).not.toContainText(EMAIL_TEMPLATE_TEXTS.needsReview);
      const mail = await sendResetLink();
      expect(mail.subject).toBe('Neues Passwort für Greta');
    });

    await test.step('back in English, the English edit is as it was', async () => {
      await language.selectOption({ label: LOCALE_NAMES.en });
      await expect(subject).toHaveValue('Choose a new password, {{firstName}}');
      await expect(listItem).not.toContainText(EMAIL_TEMPLATE_TEXTS.needsReview);
    });
  } finally {
    const token = await apiSignIn(request, admin.email, admin.password);
    for (const each of ['en', 'de']) await request.delete(`/api/email-template/reset-link?language=${each}`, { headers: { authorization: `Bearer ${token}` } });
    await context.close();
  }
});
