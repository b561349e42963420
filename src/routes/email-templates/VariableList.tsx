import { EMAIL_TEMPLATE_TEXTS, type EmailTemplateVariable, isNumberVariable, pluralCategories } from '../../api/contract';
import { DEFAULT_LOCALE, type Locale } from '../../api/contract/i18n/locales';
import * as styles from './email-templates.css';
import { Stack, Inline, Text } from '../../design-system';
import { useT } from '../../i18n';

/** The template's variables with what each holds; a click puts one where the cursor is. A count's plural forms are the `language`'s own. */
export function VariableList({ variables, language, onInsert }: { variables: EmailTemplateVariable[]; language: Locale; onInsert: (name: string) => void }) {
  const t = useT();
  return (
    <Stack gap={2}>
      <Text size="sm" weight="medium" tone="default">{t(EMAIL_TEMPLATE_TEXTS.variables)}</Text>
      <Text size="sm" tone="muted">{t(EMAIL_TEMPLATE_TEXTS.variablesHint)}</Text>
      <Stack as="ul" gap={2}>
        {variables.map((variable) => (
          <Inline as="li" align="baseline" key={variable.name}>
            <button
              type="button"
              className={styles.variableButton}
              aria-label={t(EMAIL_TEMPLATE_TEXTS.insert, { name: variable.name })}
              // Keeps the cursor in the field it was in.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onInsert(variable.name)}
            >
              {`{{${variable.name}}}`}
            </button>
            <Text as="span" size="sm" tone="muted">{t(variable.description)}</Text>
          </Inline>
        ))}
      </Stack>
      {variables.some((variable) => isNumberVariable(variable.name)) && (
        <Text size="sm" tone="muted">
          {t(EMAIL_TEMPLATE_TEXTS.pluralHint)} <code className={styles.example}>{EMAIL_TEMPLATE_TEXTS.pluralExample}</code>
          {language !== DEFAULT_LOCALE && ` ${t(EMAIL_TEMPLATE_TEXTS.pluralCategories, { categories: pluralCategories(language).join(', ') })}`}
        </Text>
      )}
    </Stack>
  );
}
