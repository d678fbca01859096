import { Upload } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { useDomainText } from '../i18n/use-domain-text.ts';
import { NS } from './i18n.ts';
import { SlotFrame, type SlotProps } from './slot-frame.tsx';
import { FileBox } from './slot-parts.tsx';

/** One side of a document: a drop box until a file is chosen, then the slot's progress, error or thumbnail. */
export function UploadSlot(props: SlotProps) {
  const { slot, onFile } = props;
  const { t } = useTranslation(NS);
  const td = useDomainText();
  return (
    <SlotFrame
      {...props}
      emptyLabel={t('slot.chooseFor', { document: td(slot.label) })}
      hint={t('slot.formats')}
      // docs/decisions.md §4: IRDAI allows only a masked Aadhaar; said next to every Aadhaar slot.
      note={slot.doc_type.startsWith('AADHAAR') ? t('slot.maskedAadhaar') : undefined}
      empty={(inputId) => (
        <FileBox inputId={inputId} onFile={onFile} tone="empty">
          <Upload className="h-8 w-8 text-brand-700" />
          <span className="text-sm font-semibold text-slate-900">
            <Trans
              t={t}
              i18nKey="slot.dragOrChoose"
              components={{ 1: <span className="text-brand-700 underline underline-offset-2" /> }}
            />
          </span>
        </FileBox>
      )}
    />
  );
}
