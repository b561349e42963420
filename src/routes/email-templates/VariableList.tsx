import { EMAIL_TEMPLATE_TEXTS, type EmailTemplateVariable, isNumberVariable, pluralCategories } from '../../api/contract';
import { DEFAULT_LOCALE, type Locale } from '../../api/contract/i18n/locales';
import * as styles from './email-templates.css';
import { Stack, Inline, Text } from '../../design-system';

/** The template's variables with what each holds; a click puts one where the cursor is. A count's plural forms are the `language`'s own. */
export function VariableList({ variables, language, onInsert }: { variables: EmailTemplateVariable[]; language: Locale; onInsert: (name: string) => void }) {
  return (
    <Stack gap={2}>
      <Text size="sm" weight="medium" tone="default">{EMAIL_TEMPLATE_TEXTS.variables}</Text>
      <Text size="sm" tone="muted">{EMAIL_TEMPLATE_TEXTS.variablesHint}</Text>
      <Stack as="ul" gap={2}>
        {variables.map((variable) => (
          <Inline as="li" align="baseline" key={variable.name}>
            <button
              type="button"
              className={styles.variableButton}
              aria-label={EMAIL_TEMPLATE_TEXTS.insert(variable.name)}
              // Keeps the cursor in the field it was in.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onInsert(variable.name)}
            >
              {`{{${variable.name}}}`}
            </button>
            <Text as="span" size="sm" tone="muted">{variable.description}</Text>
          </Inline>
        ))}
      </Stack>
      {variables.some((variable) => isNumberVariable(variable.name)) && (
        <Text size="sm" tone="muted">
          {EMAIL_TEMPLATE_TEXTS.pluralHint} <code className={styles.example}>{EMAIL_TEMPLATE_TEXTS.pluralExample}</code>
          {language !== DEFAULT_LOCALE && ` ${EMAIL_TEMPLATE_TEXTS.pluralCategories(pluralCategories(language))}`}
        </Text>
      )}
    </Stack>
  );
}
