import {
  brokerOfficersLine,
  brokerRegistrationLine,
  formatInr,
  SAMPLE_BROKER_NOTE,
  toDisplayDate,
  type NoticeEvent,
  type TBrokerDisclosure,
} from '@kavach/domain';
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

type Templates = {
  [E in NoticeEvent]: (facts: FactsByEvent[E]) => { subject: string; lines: string[]; sms: string };
};

/**
 * Every notice's words, one entry per event (docs/product/notices.md): a new event is one template here. An SMS is
 * short and points to the account; the e-mail says it in full and carries the broker's disclosures.
 */
const TEMPLATES: Templates = {
  POLICY_ISSUED: (f) => ({
    subject: `Your policy ${f.policyNumber} is issued`,
    lines: [
      `${f.insurerName} has issued your ${f.planName} policy, number ${f.policyNumber}.`,
      `Cover runs from ${toDisplayDate(f.startDate)} to ${toDisplayDate(f.endDate)}.`,
      f.schedule
        ? `Download your policy schedule (the link works until ${toDisplayDate(f.schedule.expiresAt.toISOString().slice(0, 10))}): ${f.schedule.url}`
        : 'Your policy schedule is in your account, under My policies.',
      'You can always download it again from your account, under My policies.',
    ],
    sms: `Kavach: policy ${f.policyNumber} (${f.planName}) is issued, cover from ${toDisplayDate(f.startDate)}. The schedule is in your e-mail and your account.`,
  }),
  INSURER_REQUEST: (f) => ({
    subject: `The insurer needs something for your ${f.planName} proposal`,
    lines: [f.stage, 'Please sign in to your account to answer.'],
    sms: `Kavach: the insurer needs something for your ${f.planName} proposal. Please sign in to answer.`,
  }),
  INSURER_DECLINED: (f) => ({
    subject: `The insurer's decision on your ${f.planName} proposal`,
    lines: [f.stage],
    sms: `Kavach: the insurer has decided on your ${f.planName} proposal. Details are in your e-mail and your account.`,
  }),
  COUNTER_OFFER: (f) => ({
    subject: `A counter-offer on your ${f.planName} proposal`,
    lines: [f.stage, 'Please sign in to your account to accept or decline it.'],
    sms: `Kavach: the insurer made a counter-offer on your ${f.planName} proposal. Please sign in to answer it.`,
  }),
  REFUND: (f) => ({
    subject: `Your refund of ${formatInr(f.amountRupees)}`,
    lines: [
      `${formatInr(f.amountRupees)} is being refunded to the account you paid from.`,
      `Why: ${sentence(f.reason)}`,
      'Banks usually show a refund within 5 to 7 working days.',
    ],
    sms: `Kavach: ${formatInr(f.amountRupees)} is being refunded to the account you paid from. Details are in your e-mail.`,
  }),
  KYC_REJECTED: (f) => ({
    subject: `Your KYC documents for ${f.planName} need another look`,
    lines: [
      `We could not accept your KYC documents: ${f.reason}.`,
      f.reupload,
      'Sign in to your account to upload them.',
      ...(f.heldRupees !== null && f.reuploadBy
        ? [
            `We are holding your payment of ${formatInr(f.heldRupees)} until ${toDisplayDate(f.reuploadBy)}. If the new documents are accepted, your policy is issued with it. If you cancel, or do not upload by then, it is refunded in full.`,
          ]
        : []),
    ],
    sms:
      f.heldRupees !== null && f.reuploadBy
        ? `Kavach: we could not accept your KYC documents for ${f.planName}. Please sign in and upload them again by ${toDisplayDate(f.reuploadBy)}; your payment is held till then.`
        : `Kavach: we could not accept your KYC documents for ${f.planName}. Please sign in and upload them again.`,
  }),
  COMPLAINT_UPDATE: (f) => ({
    subject: `Your complaint ${f.reference}: ${f.status}`,
    lines: [`Your complaint ${f.reference} is now: ${f.status}.`, ...(f.reply ? [`Our reply: ${f.reply}`] : [])],
    sms: `Kavach: your complaint ${f.reference} is now ${f.status}. Details are in your e-mail and your account.`,
  }),
  RENEWAL_REMINDER: renewalReminderWords,
  CLAIM_UPDATE: (f) => ({
    subject: `Your claim on policy ${f.policyNumber}${f.claimNumber ? ` (${f.claimNumber})` : ''}`,
    lines: [f.stage, 'Your claim and the insurer’s time limits are in your account, under My policies.'],
    sms: `Kavach: your claim on policy ${f.policyNumber} has moved on. Details are in your e-mail and your account.`,
  }),
  ENDORSEMENT_DECISION: (f) => {
    const change = f.change.toLowerCase();
    return f.approved
      ? {
          subject: `Your policy ${f.policyNumber}: the change of ${change} is made`,
          lines: [
            `The insurer has changed the ${change} on your policy ${f.policyNumber}${f.endorsementNumber ? ` (endorsement ${f.endorsementNumber})` : ''}${f.effectiveOn ? `, from ${toDisplayDate(f.effectiveOn)}` : ''}.`,
            'The revised schedule is in your account, under My policies.',
          ],
          sms: `Kavach: the ${change} on policy ${f.policyNumber} is changed. The revised schedule is in your account.`,
        }
      : {
          subject: `Your policy ${f.policyNumber}: the change of ${change} was not made`,
          lines: [
            `The insurer did not make the change of ${change} on your policy ${f.policyNumber}.`,
            ...(f.reason ? [`Why: ${sentence(f.reason)}`] : []),
            'Your policy is unchanged. You can ask again from your account, under My policies.',
          ],
          sms: `Kavach: the insurer did not change the ${change} on policy ${f.policyNumber}. Details are in your e-mail.`,
        };
  },
};

/** A reason as a sentence: one full stop, whether or not it came with one. */
const sentence = (text: string) => `${text.replace(/\.+$/, '')}.`;

/**
 * The footer of every e-mail: the broker's IRDAI registration and officers (issue 46), and why the buyer gets it
 * without having agreed to marketing.
 */
export function noticeFooter(broker: TBrokerDisclosure): string[] {
  return [
    '--',
    'This is a service message about your purchase, sent whether or not you agreed to marketing.',
    brokerRegistrationLine(broker),
    brokerOfficersLine(broker),
    ...(broker.sample ? [SAMPLE_BROKER_NOTE] : []),
  ];
}

export function renderNotice(facts: NoticeFacts, broker: TBrokerDisclosure): RenderedNotice {
  const { subject, lines, sms } = render(facts.event, facts);
  return { subject, email: ['Hello,', '', ...lines, '', ...noticeFooter(broker)].join('\n'), sms };
}

/** The event's own template on its own facts (a correlated lookup TypeScript can check). */
function render<E extends NoticeEvent>(event: E, facts: FactsByEvent[E]) {
  const template: Templates[E] = TEMPLATES[event];
  return template(facts);
}
