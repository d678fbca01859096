import { formatInr, SAMPLE_BROKER_NOTE, toDisplayDate, type NoticeEvent, type TBrokerDisclosure } from '@kavach/domain';
import { DEFAULT_LANGUAGE, type Language } from '@kavach/domain/i18n/languages';
import type { TFunction } from 'i18next';
import { domainTextIn, textsIn } from '../../i18n/i18n.ts';
import { brokerOfficersText, brokerRegistrationText, scheduleTexts } from '../payments/schedule-texts.ts';
import { renewalReminderWords, type RenewalReminderFacts } from '../renewals/reminder-words.ts';

/** What each event's message says, as the code that raised it knows it. */
type FactsByEvent = {
  POLICY_ISSUED: {
    policyNumber: string;
    planName: string;
    insurerName: string;
    startDate: string;
    endDate: string;
    /** The schedule's signed download link and when it stops working; null when no address is known yet. */
    schedule: { url: string; expiresAt: Date } | null;
  };
  INSURER_REQUEST: { planName: string; stage: string };
  INSURER_DECLINED: { planName: string; stage: string };
  COUNTER_OFFER: { planName: string; stage: string };
  REFUND: { amountRupees: number; reason: string };
  /** `heldRupees` and `reuploadBy`: paid already, the money held until that day (issue 48); null when nothing was paid. */
  KYC_REJECTED: {
    planName: string;
    reason: string;
    reupload: string;
    heldRupees: number | null;
    reuploadBy: string | null;
  };
  COMPLAINT_UPDATE: { reference: string; status: string; reply: string | null };
  RENEWAL_REMINDER: RenewalReminderFacts;
  CLAIM_UPDATE: { policyNumber: string; claimNumber: string | null; stage: string };
  ENDORSEMENT_DECISION: {
    policyNumber: string;
    /** What was asked to change, as the dashboard names it ("Address", "Nominee"). */
    change: string;
    approved: boolean;
    endorsementNumber: string | null;
    effectiveOn: string | null;
    reason: string | null;
  };
};

/** One event's facts, tagged with the event. */
export type NoticeFacts = { [E in NoticeEvent]: { event: E } & FactsByEvent[E] }[NoticeEvent];

export type RenderedNotice = { subject: string; email: string; sms: string };

/**
 * The words a notice is written with (docs/i18n.md): `t` for the notices' own texts
 * (apps/api/src/i18n/locales/<language>/notices.json), `td` for a text another part wrote in the domain's words (a
 * stage of the insurer's, a reason, a status), from the domain's catalogue, English where it has none.
 */
export type NoticeTexts = { t: TFunction; td: (english: string) => string };

type Templates = {
  [E in NoticeEvent]: (facts: FactsByEvent[E], texts: NoticeTexts) => { subject: string; lines: string[]; sms: string };
};

/**
 * Every notice's words, one entry per event (docs/product/notices.md): a new event is one template here. An SMS is
 * short and points to the account; the e-mail says it in full and carries the broker's disclosures.
 */
const TEMPLATES: Templates = {
  POLICY_ISSUED: (f, { t }) => {
    const names = { policyNumber: f.policyNumber, plan: f.planName };
    return {
      subject: t('policyIssued.subject', names),
      lines: [
        t('policyIssued.issued', { ...names, insurer: f.insurerName }),
        t('policyIssued.cover', { from: toDisplayDate(f.startDate), to: toDisplayDate(f.endDate) }),
        f.schedule
          ? t('policyIssued.download', {
              until: toDisplayDate(f.schedule.expiresAt.toISOString().slice(0, 10)),
              url: f.schedule.url,
            })
          : t('policyIssued.inAccount'),
        t('policyIssued.again'),
      ],
      sms: t('policyIssued.sms', { ...names, from: toDisplayDate(f.startDate) }),
    };
  },
  INSURER_REQUEST: (f, { t, td }) => ({
    subject: t('insurerRequest.subject', { plan: f.planName }),
    lines: [td(f.stage), t('insurerRequest.answer')],
    sms: t('insurerRequest.sms', { plan: f.planName }),
  }),
  INSURER_DECLINED: (f, { t, td }) => ({
    subject: t('insurerDeclined.subject', { plan: f.planName }),
    lines: [td(f.stage)],
    sms: t('insurerDeclined.sms', { plan: f.planName }),
  }),
  COUNTER_OFFER: (f, { t, td }) => ({
    subject: t('counterOffer.subject', { plan: f.planName }),
    lines: [td(f.stage), t('counterOffer.answer')],
    sms: t('counterOffer.sms', { plan: f.planName }),
  }),
  REFUND: (f, { t, td }) => {
    const amount = formatInr(f.amountRupees);
    return {
      subject: t('refund.subject', { amount }),
      lines: [t('refund.line', { amount }), t('why', { reason: sentence(td(f.reason)) }), t('refund.banks')],
      sms: t('refund.sms', { amount }),
    };
  },
  KYC_REJECTED: (f, { t, td }) => {
    const held = f.heldRupees !== null && f.reuploadBy;
    return {
      subject: t('kycRejected.subject', { plan: f.planName }),
      lines: [
        t('kycRejected.line', { reason: td(f.reason) }),
        td(f.reupload),
        t('kycRejected.signIn'),
        ...(f.heldRupees !== null && f.reuploadBy
          ? [t('kycRejected.held', { amount: formatInr(f.heldRupees), date: toDisplayDate(f.reuploadBy) })]
          : []),
      ],
      sms: held
        ? t('kycRejected.smsHeld', { plan: f.planName, date: toDisplayDate(f.reuploadBy) })
        : t('kycRejected.sms', { plan: f.planName }),
    };
  },
  COMPLAINT_UPDATE: (f, { t, td }) => {
    const said = { reference: f.reference, status: td(f.status) };
    return {
      subject: t('complaint.subject', said),
      lines: [t('complaint.line', said), ...(f.reply ? [t('complaint.reply', { reply: f.reply })] : [])],
      sms: t('complaint.sms', said),
    };
  },
  RENEWAL_REMINDER: (f, { t }) => renewalReminderWords(f, t),
  CLAIM_UPDATE: (f, { t, td }) => ({
    subject: f.claimNumber
      ? t('claim.subjectNumbered', { policyNumber: f.policyNumber, claimNumber: f.claimNumber })
      : t('claim.subject', { policyNumber: f.policyNumber }),
    lines: [td(f.stage), t('claim.account')],
    sms: t('claim.sms', { policyNumber: f.policyNumber }),
  }),
  ENDORSEMENT_DECISION: (f, { t, td }) => {
    const said = { change: td(f.change).toLowerCase(), policyNumber: f.policyNumber };
    return f.approved
      ? {
          subject: t('endorsement.madeSubject', said),
          lines: [
            t('endorsement.made', {
              ...said,
              number: f.endorsementNumber ? t('endorsement.number', { number: f.endorsementNumber }) : '',
              from: f.effectiveOn ? t('endorsement.from', { date: toDisplayDate(f.effectiveOn) }) : '',
            }),
            t('endorsement.revised'),
          ],
          sms: t('endorsement.madeSms', said),
        }
      : {
          subject: t('endorsement.refusedSubject', said),
          lines: [
            t('endorsement.refused', said),
            ...(f.reason ? [t('why', { reason: sentence(td(f.reason)) })] : []),
            t('endorsement.unchanged'),
          ],
          sms: t('endorsement.refusedSms', said),
        };
  },
};

/** A reason as a sentence: one full stop, whether or not it came with one (the danda, in Hindi). */
const sentence = (text: string) => (/[।.]$/.test(text) ? text.replace(/\.+$/, '.') : `${text}.`);

/**
 * The footer of every e-mail: the broker's IRDAI registration and officers (issue 46), and why the buyer gets it
 * without having agreed to marketing.
 */
export function noticeFooter(broker: TBrokerDisclosure, language: Language = DEFAULT_LANGUAGE): string[] {
  const texts = scheduleTexts(language);
  return [
    '--',
    textsIn(language, 'notices')('footer.service'),
    brokerRegistrationText(texts, broker),
    brokerOfficersText(texts, broker),
    ...(broker.sample ? [texts.td(SAMPLE_BROKER_NOTE)] : []),
  ];
}

/** The notice of `facts` in the recipient's `language` (docs/i18n.md: their account's, else their purchase's). */
export function renderNotice(
  facts: NoticeFacts,
  broker: TBrokerDisclosure,
  language: Language = DEFAULT_LANGUAGE,
): RenderedNotice {
  const texts: NoticeTexts = { t: textsIn(language, 'notices'), td: domainTextIn(language) };
  const { subject, lines, sms } = render(facts.event, facts, texts);
  return {
    subject,
    email: [texts.t('greeting'), '', ...lines, '', ...noticeFooter(broker, language)].join('\n'),
    sms,
  };
}

/** The event's own template on its own facts (a correlated lookup TypeScript can check). */
function render<E extends NoticeEvent>(event: E, facts: FactsByEvent[E], texts: NoticeTexts) {
  const template: Templates[E] = TEMPLATES[event];
  return template(facts, texts);
}
