import { EMAIL_TEMPLATE_TEXTS, type EmailTemplate, type EmailTemplateKey } from '../../api/contract';
import { Badge } from '../../design-system';
import * as styles from './email-templates.css';

/** Every email the product sends; the one in the editor is marked current. */
export function TemplateList({
  templates,
  selected,
  onSelect,
  disabled,
}: {
  templates: EmailTemplate[];
  selected: EmailTemplateKey;
  onSelect: (key: EmailTemplateKey) => void;
  disabled: boolean;
}) {
  return (
    <ul className={styles.list}>
      {templates.map((template) => (
        <li key={template.key}>
          <button type="button" className={styles.item} aria-current={template.key === selected} disabled={disabled} onClick={() => onSelect(template.key)}>
            <span className={styles.itemName}>{template.name}</span>
            {!template.isDefault && <Badge tone="info">{EMAIL_TEMPLATE_TEXTS.edited}</Badge>}
          </button>
        </li>
      ))}
    </ul>
  );
}
