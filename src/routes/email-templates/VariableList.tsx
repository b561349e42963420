import { EMAIL_TEMPLATE_TEXTS, type EmailTemplateVariable, isNumberVariable } from '../../api/contract';
import * as styles from './email-templates.css';
import { Stack, Inline, Text } from '../../design-system';

/** The template's variables with what each holds; a click puts one where the cursor is. */
export function VariableList({ variables, onInsert }: { variables: EmailTemplateVariable[]; onInsert: (name: string) => void }) {
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
        </Text>
      )}
    </Stack>
  );
}
