import { EMAIL_TEMPLATE_TEXTS, type EmailTemplateVariable, isNumberVariable } from '../../api/contract';
import * as styles from './email-templates.css';

/** The template's variables with what each holds; a click puts one where the cursor is. */
export function VariableList({ variables, onInsert }: { variables: EmailTemplateVariable[]; onInsert: (name: string) => void }) {
  return (
    <div className={styles.variables}>
      <p className={styles.label}>{EMAIL_TEMPLATE_TEXTS.variables}</p>
      <p className={styles.description}>{EMAIL_TEMPLATE_TEXTS.variablesHint}</p>
      <ul className={styles.variableList}>
        {variables.map((variable) => (
          <li key={variable.name} className={styles.variableRow}>
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
            <span className={styles.description}>{variable.description}</span>
          </li>
        ))}
      </ul>
      {variables.some((variable) => isNumberVariable(variable.name)) && (
        <p className={styles.description}>
          {EMAIL_TEMPLATE_TEXTS.pluralHint} <code className={styles.example}>{EMAIL_TEMPLATE_TEXTS.pluralExample}</code>
        </p>
      )}
    </div>
  );
}
