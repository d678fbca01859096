import {
  CLAIM_DOCUMENT_LABELS,
  CLAIM_KIND_LABELS,
  claimStatusWords,
  formatInr,
  type ClaimDocument,
  type TClaimView,
} from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import {
  claimsQuery,
  uploadRefusal,
  useRemoveClaimFile,
  useSendClaimDocuments,
  useUploadClaimFile,
} from '../api/claims.ts';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { NS } from '../i18n.ts';

/**
 * A policy's claims (issue 47, docs/product/claims.md): each with where it stands in the insurer's words, the amounts,
 * and the IRDAI clocks ("Cashless decision due by 14:32", "Settlement overdue by 2 days").
 */
export function PolicyClaims({ policyNumber }: { policyNumber: string }) {
  const { t } = useTranslation(NS);
  const claims = useQuery(claimsQuery(policyNumber));
  const list = claims.data?.claims ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-label={t('claims.listFor', { number: policyNumber })} className="mt-4">
      <h4 className="text-sm font-bold text-slate-900">{t('claims.title')}</h4>
      <ul className="mt-2 space-y-2">
        {list.map((c) => (
          <ClaimItem key={c.id} claim={c} policyNumber={policyNumber} />
        ))}
      </ul>
    </section>
  );
}

function ClaimItem({ claim, policyNumber }: { claim: TClaimView; policyNumber: string }) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const words = claimStatusWords({
    status: claim.status,
    approvedRupees: claim.approved_amount,
    reason: claim.reason,
    documentsRequested: claim.documents_requested,
  });
  return (
    <li
      className="rounded-lg border border-slate-200 px-3 py-2 text-sm"
      aria-label={t('claims.claimNumber', { number: claim.insurer_claim_number ?? '' })}
    >
      <p className="font-semibold text-slate-900">
        {t('claims.claimed', { kind: td(CLAIM_KIND_LABELS[claim.kind]), amount: formatInr(claim.claimed_amount) })}
        {claim.insurer_claim_number && (
          <span className="font-normal text-slate-600"> · {claim.insurer_claim_number}</span>
        )}
      </p>
      <p className="text-slate-700" data-testid="claim-status">
        {td(words)}
      </p>
      {claim.clocks.map((clock) => (
        <p
          key={clock.name}
          className={
            clock.state === 'OVERDUE' || clock.state === 'MISSED' ? 'font-semibold text-red-700' : 'text-slate-600'
          }
        >
          {td(clock.words)}
        </p>
      ))}
      {claim.files.some((f) => f.state === 'SENT') && (
        <p className="text-slate-600">
          {t('claims.sent', {
            files: claim.files
              .filter((f) => f.state === 'SENT')
              .map((f) => `${td(CLAIM_DOCUMENT_LABELS[f.document])} (${f.file_name})`)
              .join(', '),
          })}
        </p>
      )}
      {claim.status === 'DOCUMENTS_REQUESTED' && claim.documents_requested.length > 0 && (
        <SendDocuments claim={claim} policyNumber={policyNumber} />
      )}
    </li>
  );
}

/**
 * The documents the insurer asked for (docs/product/claims.md#documents): a file for each, uploaded and checked one
 * at a time, removable until sent, and sent together once every one asked for has a file.
 */
function SendDocuments({ claim, policyNumber }: { claim: TClaimView; policyNumber: string }) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const send = useSendClaimDocuments(policyNumber, claim.id);
  const upload = useUploadClaimFile(policyNumber, claim.id);
  const remove = useRemoveClaimFile(policyNumber, claim.id);
  const unsent = claim.files.filter((f) => f.state !== 'SENT');
  const ready = (d: ClaimDocument) => unsent.some((f) => f.document === d && f.state === 'READY');
  const complete = claim.documents_requested.every(ready);
  const busy = upload.isPending || remove.isPending || send.isPending;
  const failed = upload.error ?? remove.error ?? send.error;
  // An upload's refusal is the domain's words (or the API's, already in the page's language); any other, ours.
  const refusalOf = (err: Error) => {
    const uploadProblem = uploadRefusal(err);
    return uploadProblem ? td(uploadProblem) : refusalMessage(err, t('claims.failed'));
  };
  return (
    <div className="mt-2 space-y-3" aria-busy={busy}>
      {claim.documents_requested.map((d) => (
        <DocumentFiles
          key={d}
          document={d}
          files={unsent.filter((f) => f.document === d && f.state === 'READY')}
          busy={busy}
          onFile={(file) => {
            send.reset();
            remove.reset();
            upload.mutate({ document: d, file });
          }}
          onRemove={(fileId) => {
            upload.reset();
            remove.mutate(fileId);
          }}
        />
      ))}
      <Button variant="secondary" onClick={() => send.mutate()} disabled={busy || !complete} aria-busy={send.isPending}>
        {send.isPending ? t('claims.sending') : t('claims.sendDocuments')}
      </Button>
      {!complete && <p className="text-slate-600">{t('claims.addEach')}</p>}
      {failed && (
        <p role="alert" className="font-medium text-red-700">
          {refusalOf(failed)}
        </p>
      )}
    </div>
  );
}

/** One document asked for: its files so far, each removable, and a file picker for another. */
function DocumentFiles(props: {
  document: ClaimDocument;
  files: TClaimView['files'];
  busy: boolean;
  onFile: (file: File) => void;
  onRemove: (fileId: string) => void;
}) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const label = td(CLAIM_DOCUMENT_LABELS[props.document]);
  return (
    <div>
      <label id={`${id}-label`} htmlFor={id} className="font-medium text-slate-900">
        {label}
        <span className="block text-xs font-normal text-slate-600">{t('claims.fileTypes')}</span>
      </label>
      {props.files.length > 0 && (
        <ul className="mt-1 space-y-1">
          {props.files.map((f) => (
            <li key={f.id} className="flex items-center gap-3">
              <span className="min-w-0 truncate text-slate-700">
                ✓ {f.file_name}
                {f.size_bytes !== null && ` (${formatFileSize(f.size_bytes)})`}
              </span>
              <button
                type="button"
                className="shrink-0 text-sm font-medium text-teal-800 underline disabled:opacity-50"
                onClick={() => props.onRemove(f.id)}
                disabled={props.busy}
                aria-label={t('claims.removeFile', { file: f.file_name })}
              >
                {t('claims.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* The browser's own picker would say "No file chosen" under the file just added (it is emptied so that the
          same file can be chosen again): it is kept for its label and screen readers, and a button opens it. */}
      <input
        ref={input}
        id={id}
        type="file"
        tabIndex={-1}
        accept="application/pdf,image/jpeg,image/png"
        className="sr-only"
        disabled={props.busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) props.onFile(file);
        }}
      />
      <Button
        // A first file is what is missing; another is optional, and should not outweigh sending them.
        variant={props.files.length > 0 ? 'ghost' : 'secondary'}
        className="mt-1"
        disabled={props.busy}
        aria-describedby={`${id}-label`}
        onClick={() => input.current?.click()}
      >
        {props.files.length > 0 ? t('claims.addAnother') : t('claims.choose')}
      </Button>
    </div>
  );
}

/** 120 KB, 2.4 MB: a file's size as a buyer reads it. */
function formatFileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
