import { EMAIL_TEMPLATE_TEXTS, type EmailTemplate, type EmailTemplateKey } from '../../api/contract';
import { Badge, Stack, Text } from '../../design-system';
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
    <Stack as="ul" gap={1}>
      {templates.map((template) => (
        <li key={template.key}>
          <button type="button" className={styles.item} aria-current={template.key === selected} disabled={disabled} onClick={() => onSelect(template.key)}>
            <Text as="span" weight="medium">{template.name}</Text>
            {!template.isDefault && <Badge tone="info">{EMAIL_TEMPLATE_TEXTS.edited}</Badge>}
          </button>
        </li>
      ))}
    </Stack>
  );
}
