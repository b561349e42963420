import * as z from 'zod/mini';
import { language, printable } from './common';
import { DEFAULT_LOCALE, isLocale, type Locale } from './i18n/locales';
import { FORMULA_START } from './formula-start';
import { pluralCategories, plural, type PluralForms } from './plural';
import { EMAIL_TEMPLATE_KEYS, EMAIL_TEMPLATE_VARIABLES, type EmailTemplateKey, type EmailValues, isEmailTemplateKey } from './email-variables';
import { EMAIL_TEMPLATE_DEFAULTS, EMAIL_TEMPLATE_MESSAGES } from './texts';

/** The variables whose value is a URL: the HTML part makes them links. */
const LINK_VARIABLES: ReadonlySet<string> = new Set(['link', 'signInLink']);

export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_BODY_MAX = 10_000;

export const emailTemplateVariable = z.object({ name: z.string(), description: z.string(), sample: z.string() });
export type EmailTemplateVariable = z.infer<typeof emailTemplateVariable>;

export const emailTemplate = z.object({
  key: z.enum(EMAIL_TEMPLATE_KEYS as [EmailTemplateKey, ...EmailTemplateKey[]]),
  name: z.string(),
  description: z.string(),
  variables: z.array(emailTemplateVariable),
  subject: z.string(),
  body: z.string(),
  /** The language this wording is in: each language is edited apart (decision 20). */
  language,
  /** True while no edit is stored in this language: the product's own wording (its built-in translation). */
  isDefault: z.boolean(),
  updatedAt: z.nullable(z.string()),
  /** A language other than English whose wording is older than the last edit of the English one. */
  needsReview: z.boolean(),
  /** The English wording as it is sent now, to read a translation against; null for English itself. */
  english: z.nullable(z.object({ subject: z.string(), body: z.string() })),
});
export type EmailTemplate = z.infer<typeof emailTemplate>;

export const emailTemplateList = z.object({ templates: z.array(emailTemplate) });
export type EmailTemplateList = z.infer<typeof emailTemplateList>;

export const emailTemplateKeyParam = z.object({ key: z.string() });

/** The audit log's detail of an edit of a template: its key, and its language unless English (`invitation:de`). */
export const templateDetail = (key: EmailTemplateKey, locale: Locale) => (locale === DEFAULT_LOCALE ? key : `${key}:${locale}`);

/** The template and language a detail names, or null for one that names none (a key no longer known). */
export function templateOfDetail(detail: string): { key: EmailTemplateKey; locale: Locale } | null {
  const [key = '', locale = DEFAULT_LOCALE, ...rest] = detail.split(':');
  return isEmailTemplateKey(key) && isLocale(locale) && rest.length === 0 ? { key, locale } : null;
}

/** The language of the templates asked for, English when none is named. */
export const emailTemplateLanguageQuery = z.object({ language: z._default(z.optional(language), DEFAULT_LOCALE) });
export type EmailTemplateLanguageQuery = z.infer<typeof emailTemplateLanguageQuery>;

/** Subject and body as an editor sends them; the variables are checked against the template's own (`unknownVariables`). */
export const emailTemplateBody = z.object({
  subject: z
    .string({ error: EMAIL_TEMPLATE_MESSAGES.subjectRequired })
    .check(
      z.trim(),
      z.minLength(1, EMAIL_TEMPLATE_MESSAGES.subjectRequired),
      z.maxLength(EMAIL_SUBJECT_MAX, `At most ${EMAIL_SUBJECT_MAX} characters.`),
      z.regex(/^[^\r\n]*$/, EMAIL_TEMPLATE_MESSAGES.subjectOneLine),
      printable,
    ),
  body: z
    .string({ error: EMAIL_TEMPLATE_MESSAGES.bodyRequired })
    .check(z.trim(), z.minLength(1, EMAIL_TEMPLATE_MESSAGES.bodyRequired), z.maxLength(EMAIL_BODY_MAX, `At most ${EMAIL_BODY_MAX} characters.`), printable),
});
export type EmailTemplateBody = z.infer<typeof emailTemplateBody>;

export const renderedEmail = z.object({ subject: z.string(), text: z.string(), html: z.string() });
export type RenderedEmail = z.infer<typeof renderedEmail>;

/** Anything between double braces; a well-formed name is letters and digits. */
const PLACEHOLDER = /\{\{(.*?)\}\}/g;
/** A line that holds a placeholder: blank once filled, it held only empty values. */
const PLACEHOLDER_LINE = /\{\{.*?\}\}/;

/** The variables that hold a count: only they take plural forms. */
const NUMBER_VARIABLES: ReadonlySet<string> = new Set(['validMinutes', 'validHours', 'validDays', 'count', 'daysLeft']);
export const isNumberVariable = (name: string) => NUMBER_VARIABLES.has(name);

/** `one:# day` → its selector and its text; a selector is a plural category or an exact `=N`. */
const PLURAL_FORM = /^\s*(=\d+|[a-z]+)\s*:(.*)$/s;

/**
 * One placeholder: `{{name}}`, or a number variable with its plural forms,
 * `{{daysLeft|=0:today|one:in # day|other:in # days}}` (`#` is the number).
 */
function placeholderOf(inner: string): { name: string; forms: string[] | null } {
  const [name, ...forms] = inner.split('|');
  return { name: name!.trim(), forms: forms.length > 0 ? forms : null };
}

/** The plural forms as written, or null when one is not `selector:text` with a selector the language has. */
function pluralFormsOf(forms: string[], locale: string): Partial<PluralForms> | null {
  const categories = new Set<string>(pluralCategories(locale));
  const parsed: Record<string, string> = {};
  for (const form of forms) {
    const match = PLURAL_FORM.exec(form);
    if (!match || !(match[1]!.startsWith('=') || categories.has(match[1]!))) return null;
    parsed[match[1]!] = match[2]!;
  }
  return parsed;
}

/** The placeholders in `text` that are not variables of the template, each once, as written (trimmed). */
export function unknownVariables(key: EmailTemplateKey, text: string): string[] {
  const known = new Set<string>(EMAIL_TEMPLATE_VARIABLES[key]);
  const unknown = [...text.matchAll(PLACEHOLDER)].map((match) => placeholderOf(match[1]!).name).filter((name) => !known.has(name));
  return [...new Set(unknown)];
}

/** Words a refusal in a reader's language: `t` on the screens. Without it, a refusal is the server's English. */
export type SayRefusal = (message: string, values: Record<string, string | number>) => string;

const M = EMAIL_TEMPLATE_MESSAGES;
const formsOf = (categories: readonly string[]) => [...categories, '=N'].map((selector) => `${selector}:`).join(', ');
/** The refusals, as the server words them (English) or in the reader's language (`say`). */
const refusals = (say?: SayRefusal) => ({
  unknownVariables: (names: string[]) =>
    say ? say(M.unknownVariablesSaid, { count: names.length, names: names.map((name) => `{{${name}}}`).join(', ') }) : M.unknownVariables(names),
  pluralNotNumber: (name: string) => (say ? say(M.pluralNotNumberSaid, { name }) : M.pluralNotNumber(name)),
  pluralFormInvalid: (name: string, categories: readonly string[]) =>
    say ? say(M.pluralFormInvalidSaid, { name, forms: formsOf(categories) }) : M.pluralFormInvalid(name, categories),
  pluralOtherMissing: (name: string) => (say ? say(M.pluralOtherMissingSaid, { name }) : M.pluralOtherMissing(name)),
});

/** What is wrong with the plural forms in `text` (in `locale`): forms on a variable that is no count, a form that is none, no `other`. */
export function pluralErrors(key: EmailTemplateKey, text: string, locale: Locale = DEFAULT_LOCALE, say?: SayRefusal): string[] {
  const refused = refusals(say);
  const known = new Set<string>(EMAIL_TEMPLATE_VARIABLES[key]);
  const messages = [...text.matchAll(PLACEHOLDER)].flatMap((match) => {
    const { name, forms } = placeholderOf(match[1]!);
    if (forms === null || !known.has(name)) return [];
    if (!isNumberVariable(name)) return [refused.pluralNotNumber(name)];
    const parsed = pluralFormsOf(forms, locale);
    if (parsed === null) return [refused.pluralFormInvalid(name, pluralCategories(locale))];
    return parsed.other === undefined ? [refused.pluralOtherMissing(name)] : [];
  });
  return [...new Set(messages)];
}

/**
 * Per field, the message for placeholders that are not the template's variables or whose plural
 * forms are wrong in `locale` (the language the template is written in); empty when all are right.
 * Worded as the server words them, or by `say` in the reader's language.
 */
export function variableErrors(
  key: EmailTemplateKey,
  template: EmailTemplateBody,
  locale: Locale = DEFAULT_LOCALE,
  say?: SayRefusal,
): Partial<Record<keyof EmailTemplateBody, string>> {
  const errors: Partial<Record<keyof EmailTemplateBody, string>> = {};
  for (const field of ['subject', 'body'] as const) {
    const unknown = unknownVariables(key, template[field]);
    const messages = [...(unknown.length > 0 ? [refusals(say).unknownVariables(unknown)] : []), ...pluralErrors(key, template[field], locale, say)];
    if (messages.length > 0) errors[field] = messages.join(' ');
  }
  return errors;
}

/** The template's variables with what each holds and its sample value. */
export function emailVariablesOf(key: EmailTemplateKey): EmailTemplateVariable[] {
  const texts = EMAIL_TEMPLATE_DEFAULTS[key].variables as Record<string, { description: string; sample: string }>;
  return EMAIL_TEMPLATE_VARIABLES[key].map((name) => ({ name, ...texts[name]! }));
}

/**
 * A template in one language (English unless named) as the API gives it: its edit in that language
 * when one is stored, else `standard`, its default there (the built-in translation; the English
 * default unless given).
 */
export function emailTemplateOf(
  key: EmailTemplateKey,
  shown: {
    language?: Locale;
    standard?: EmailTemplateBody;
    edited?: { subject: string; body: string; updatedAt: string } | undefined;
    needsReview?: boolean;
    english?: EmailTemplateBody;
  } = {},
): EmailTemplate {
  const defaults = EMAIL_TEMPLATE_DEFAULTS[key];
  const { edited, standard = defaults } = shown;
  return {
    key,
    name: defaults.name,
    description: defaults.description,
    variables: emailVariablesOf(key),
    subject: edited?.subject ?? standard.subject,
    body: edited?.body ?? standard.body,
    language: shown.language ?? DEFAULT_LOCALE,
    isDefault: !edited,
    updatedAt: edited?.updatedAt ?? null,
    needsReview: shown.needsReview ?? false,
    english: shown.english ?? null,
  };
}

/** Sample values for a preview. */
export const sampleValuesOf = <K extends EmailTemplateKey>(key: K) =>
  Object.fromEntries(emailVariablesOf(key).map((variable) => [variable.name, variable.sample])) as EmailValues<K>;

/** Text made safe to stand in HTML. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const isWebUrl = (value: string) => /^https?:\/\/[^\s"'<>]+$/i.test(value);

/** A value as its placeholder asks: the plural form its number takes in `locale` when forms are given. */
function valueText(value: string, forms: string[] | null, locale: string): string {
  const parsed = forms && pluralFormsOf(forms, locale);
  const count = Number(value);
  return parsed?.other !== undefined && value.trim() !== '' && Number.isFinite(count) ? plural(count, { ...parsed, other: parsed.other }, locale) : value;
}

/** Literal text and filled-in values of one piece of a template, in order. */
function pieces(template: string, values: Record<string, string>, locale: string): { text: string; name?: string }[] {
  const result: { text: string; name?: string }[] = [];
  let at = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const { name, forms } = placeholderOf(match[1]!);
    result.push({ text: template.slice(at, match.index) });
    // A name that is not a variable stays as written (a saved template never has one).
    result.push(Object.hasOwn(values, name) ? { text: valueText(values[name]!, forms, locale), name } : { text: match[0] });
    at = match.index + match[0].length;
  }
  result.push({ text: template.slice(at) });
  return result;
}

/** A number, which may start with a sign and is still only a number. */
const NUMBER = /^[+-]?\d+([.,]\d+)?$/;

/**
 * A piece as the plain-text part and the subject show it. A value that starts as a spreadsheet
 * formula would ("=HYPERLINK(…)", "+1…", "-…", "@…"), a company's name for one, is set in quotation
 * marks: read, it is plainly a name; pasted into a spreadsheet, it is text, not a formula.
 */
export const plainOf = (piece: { text: string; name?: string }) =>
  piece.name !== undefined && FORMULA_START.test(piece.text) && !NUMBER.test(piece.text.trim()) ? `“${piece.text}”` : piece.text;

const htmlOf = (piece: { text: string; name?: string }, html: Readonly<Record<string, string>>) => {
  if (piece.name !== undefined && Object.hasOwn(html, piece.name)) return html[piece.name]!;
  const escaped = escapeHtml(piece.text).replace(/\r\n?|\n/g, '<br>');
  return piece.name !== undefined && LINK_VARIABLES.has(piece.name) && isWebUrl(piece.text) ? `<a href="${escapeHtml(piece.text)}">${escaped}</a>` : escaped;
};

/**
 * One email from its template: `{{name}}` placeholders and plural forms of counts only, no logic. The subject is one line
 * (line breaks and control characters become spaces, so no header can be added); the text part is
 * plain; in the HTML part every character of the template and of the values is escaped, paragraphs
 * are the blank-line-separated parts, and a `link` value that is a web address is a link. `html`
 * gives the HTML of some variables, made (and escaped) by the server: the text part keeps their value.
 * Counts take the plural forms of `locale`, the language the template is written in.
 */
export function renderEmail(
  template: EmailTemplateBody,
  values: Record<string, string>,
  htmlValues: Readonly<Record<string, string>> = {},
  locale: Locale = DEFAULT_LOCALE,
): RenderedEmail {
  const fill = (text: string) =>
    pieces(text, values, locale)
      .map(plainOf)
      .join('');
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const subject = fill(template.subject).replace(/[\u0000-\u001F\u007F]+/g, ' ').trim();
  const paragraphs = keptParagraphs(template.body.replace(/\r\n?/g, '\n').trim(), fill);
  const text = paragraphs.map(fill).join('\n\n');
  const html = paragraphs.map((paragraph) => `<p>${pieces(paragraph, values, locale).map((piece) => htmlOf(piece, htmlValues)).join('')}</p>`).join('\n');
  return { subject, text, html };
}

/**
 * The body's paragraphs without what its empty values leave blank: a line of placeholders only
 * that all came out empty (a missing comment), and a paragraph with nothing left, so that no empty
 * lines stand where a missing value would be.
 */
function keptParagraphs(body: string, fill: (text: string) => string): string[] {
  const blank = (text: string) => fill(text).trim() === '';
  return body
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .trim()
        .split('\n')
        .filter((line) => !(PLACEHOLDER_LINE.test(line) && blank(line)))
        .join('\n'),
    )
    .filter((paragraph) => paragraph !== '' && !blank(paragraph));
}
