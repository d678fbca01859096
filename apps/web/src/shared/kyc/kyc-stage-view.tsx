import {
  DOCUMENT_SLOTS,
  KYC_DOCUMENT_LABELS,
  KYC_STAGE_LABELS,
  type DocType,
  type KycDocumentType,
  type KycStagedConfig,
} from '@kavach/domain';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../i18n/use-domain-text.ts';
import { Button } from '../ui/button.tsx';
import { Dropdown } from '../ui/dropdown.tsx';
import { stageComplete, stageDocuments, stageOptions, type KycSelection, type UploadStage } from './lib/kyc-stages.ts';
import { SelfieSlot } from './selfie-slot.tsx';
import { UploadSlot } from './upload-slot.tsx';
import { NS } from './i18n.ts';
import type { KycBusy } from './use-kyc-flow.ts';
import type { SlotState } from './use-slot-uploads.ts';

const INTRO = {
  POA: 'stage.poaIntro',
  POI: 'stage.poiIntro',
  MANDATORY: 'stage.mandatoryIntro',
} as const satisfies Readonly<Record<UploadStage, string>>;

type Props = {
  stage: UploadStage;
  config: KycStagedConfig;
  selection: KycSelection;
  onChoose: (stage: 'POA' | 'POI', doc: KycDocumentType) => void;
  slotOf: (docType: DocType) => SlotState;
  uploaded: (docType: DocType) => boolean;
  onFile: (docType: DocType, file: File) => void;
  busy: KycBusy;
  /** Move focus to the stage heading (after Continue, not on first load). */
  focusHeading: boolean;
  onContinue: () => void;
};

/** One upload stage (POA, POI or MANDATORY): the document choice, its upload boxes and Continue. */
export function KycStageView({
  stage,
  config,
  selection,
  onChoose,
  slotOf,
  uploaded,
  onFile,
  busy,
  focusHeading,
  onContinue,
}: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading, stage]);
  const documents = stageDocuments(stage, config, selection);
  const complete = stageComplete(stage, config, selection, uploaded);
  const options = stageOptions(stage, config).map((doc) => ({ value: doc, label: td(KYC_DOCUMENT_LABELS[doc]) }));

  return (
    <div className="mt-6 space-y-6">
      <div>
        <h3 id={`${id}-stage`} ref={heading} tabIndex={-1} className="text-lg font-bold text-slate-900">
          {td(KYC_STAGE_LABELS[stage])}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t(INTRO[stage])}</p>
      </div>

      {stage !== 'MANDATORY' && options.length > 0 && (
        <div className="max-w-sm">
          <Dropdown<KycDocumentType | null>
            label={t('stage.documentType')}
            summary={selection[stage] ? td(KYC_DOCUMENT_LABELS[selection[stage]]) : t('stage.selectDocument')}
            options={options}
            value={selection[stage]}
            onChange={(doc) => doc && onChoose(stage, doc)}
            popupClassName="w-full"
          />
        </div>
      )}

      {documents.map((doc) => (
        <div key={doc} className="grid gap-5 sm:grid-cols-2">
          {DOCUMENT_SLOTS[doc].map((slot) => {
            const props = { slot, state: slotOf(slot.doc_type), onFile: (file: File) => onFile(slot.doc_type, file) };
            const retry = () => {
              const file = props.state.file;
              if (file) onFile(slot.doc_type, file);
            };
            return slot.side === 'SELFIE' ? (
              <SelfieSlot key={slot.doc_type} {...props} onRetry={retry} />
            ) : (
              <UploadSlot key={slot.doc_type} {...props} onRetry={retry} />
            );
          })}
        </div>
      ))}

      {busy === 'verifying' && (
        <p
          role="status"
          className="flex items-center gap-3 rounded-lg bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-800"
        >
          <span
            aria-hidden="true"
            className="h-4 w-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
          />
          {t('stage.verifying')}
        </p>
      )}

      <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {complete ? t('stage.allSet') : documents.length === 0 ? t('stage.selectToUpload') : t('stage.uploadEvery')}
        </p>
        <Button
          onClick={onContinue}
          disabled={!complete || busy !== null}
          aria-describedby={`${id}-hint`}
          className="w-full sm:w-auto sm:min-w-40"
        >
          {busy === 'checking'
            ? t('stage.checking')
            : busy === 'verifying'
              ? t('stage.verifying')
              : t('stage.continue')}
        </Button>
      </div>
    </div>
  );
}
