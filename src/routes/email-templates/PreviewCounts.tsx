import { EMAIL_TEMPLATE_TEXTS, type EmailTemplateVariable, isNumberVariable } from '../../api/contract';
import { Inline, TextField } from '../../design-system';
import { useT } from '../../i18n';
import * as styles from './email-templates.css';

type Props = { variables: EmailTemplateVariable[]; values: Record<string, string>; onChange: (name: string, value: string) => void };

/** The count variables' values the preview uses, to read each plural form (0, 1, many) before saving. */
export function PreviewCounts({ variables, values, onChange }: Props) {
  const t = useT();
  const counts = variables.filter((variable) => isNumberVariable(variable.name));
  if (counts.length === 0) return null;
  return (
    <Inline gap={4} className={styles.previewCounts}>
      {counts.map((variable) => (
        <TextField
          key={variable.name}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          label={t(EMAIL_TEMPLATE_TEXTS.previewCount, { name: variable.name })}
          value={values[variable.name] ?? variable.sample}
          onChange={(event) => onChange(variable.name, event.target.value)}
        />
      ))}
    </Inline>
  );
}
