import { EMAIL_TEMPLATE_TEXTS, type EmailTemplate, type EmailTemplateKey } from '../../api/contract';
import { Badge, Inline, Stack, Text } from '../../design-system';
import { useT } from '../../i18n';
import * as styles from './email-templates.css';

/** Every email the product sends, in the language chosen; the one in the editor is marked current, a translation behind its English marked for review. */
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
  const t = useT();
  return (
    <Stack as="ul" gap={1}>
      {templates.map((template) => (
        <li key={template.key}>
          <button type="button" className={styles.item} aria-current={template.key === selected} disabled={disabled} onClick={() => onSelect(template.key)}>
            <Text as="span" weight="medium">{t(template.name)}</Text>
            {(!template.isDefault || template.needsReview) && (
              <Inline gap={1}>
                {!template.isDefault && <Badge tone="info">{t(EMAIL_TEMPLATE_TEXTS.edited)}</Badge>}
                {template.needsReview && <Badge tone="warning">{t(EMAIL_TEMPLATE_TEXTS.needsReview)}</Badge>}
              </Inline>
            )}
          </button>
        </li>
      ))}
    </Stack>
  );
}
