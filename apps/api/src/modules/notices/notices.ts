import type { NoticeChannel, TBrokerDisclosure } from '@kavach/domain';
import { DEFAULT_LANGUAGE, type Language } from '@kavach/domain/i18n/languages';
import { createEndorsementRepository } from '../endorsements/repository.ts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { maskPersonalData } from '../../lib/mask.ts';
import type { JobQueue } from '../../plugins/app/job-queue.ts';
import { RecipientRefused, type EmailSender } from '../../providers/email/index.ts';
import type { SmsProvider } from '../../providers/sms/index.ts';
import type { Journey } from '../journeys/journey.ts';
import { planNames, verticalOf, type Verticals } from '../journeys/vertical.ts';
import type { PolicyRow } from '../payments/repository.ts';
import { scheduleLink } from './schedule-link.ts';
import { renderNotice, type NoticeFacts } from './notice-templates.ts';
import { createNoticeRepository, type NoticeRow } from './repository.ts';

export type NoticeOptions = {
  db: Database;
  jobs: JobQueue;
  verticals: Verticals;
  email: EmailSender;
  sms: SmsProvider;
  broker: TBrokerDisclosure;
  /** Signs the schedule links. */
  secret: string;
  /** Where buyers reach this server (PUBLIC_BASE_URL, else its own address); null before it listens. */
  baseUrl: () => string | null;
  log: FastifyBaseLogger;
};

/** Who a notice goes to: the journey's and its buyer's, or a user's own. */
type Whose = { journey: Journey } | { userId: string };

/**
 * Tells buyers what happened to their purchase, by e-mail and SMS (docs/product/notices.md). `tell` is the one line
 * each event's code calls: it renders the event's message into a notice per channel the buyer gave, and puts each on
 * the job queue. A repeated event finds its notices already there and queues nothing; `send` is the job.
 */
export function createNotices(opts: NoticeOptions) {
  const repo = createNoticeRepository(opts.db);

  async function contactOf(
    whose: Whose,
  ): Promise<{ mobile: string | null; email: string | null; userId: string | null; language: Language }> {
    const userId = 'journey' in whose ? whose.journey.userId : whose.userId;
    const account = userId
      ? (
          await opts.db
            .select({ mobile: users.mobile, email: users.email, language: users.language })
            .from(users)
            .where(eq(users.id, userId))
        )[0]
      : undefined;
    const given = 'journey' in whose ? verticalOf(opts.verticals, whose.journey).contact(whose.journey) : null;
    // A contact change the insurer approved (modules/endorsements) first, then the proposal's (the buyer typed it for
    // this policy), then the account's.
    const changed =
      'journey' in whose
        ? await createEndorsementRepository(opts.db).approvedContact(whose.journey.id)
        : { mobile: null, email: null };
    return {
      mobile: changed.mobile ?? given?.mobile ?? account?.mobile ?? null,
      email: changed.email ?? given?.email ?? account?.email ?? null,
      userId,
      // In the account's language, else the one the purchase was confirmed in (docs/i18n.md).
      language: account?.language ?? ('journey' in whose ? whose.journey.confirmedLanguage : null) ?? DEFAULT_LANGUAGE,
    };
  }

  /**
   * Never throws: the event it tells of has happened, and its caller (an issue, a refund, a staff decision) must not
   * fail for want of a message. A notice not stored is logged for staff.
   */
  async function tell(whose: Whose, subjectId: string, facts: NoticeFacts): Promise<void> {
    try {
      await store(whose, subjectId, facts);
    } catch (err) {
      const error = maskPersonalData(err instanceof Error ? err.message : String(err));
      opts.log.error({ event: facts.event, subjectId, err: error }, 'notice not queued');
    }
  }

  async function store(whose: Whose, subjectId: string, facts: NoticeFacts): Promise<void> {
    const contact = await contactOf(whose);
    const message = renderNotice(facts, opts.broker, contact.language);
    const channels: { channel: NoticeChannel; recipient: string | null; subject: string | null; body: string }[] = [
      { channel: 'EMAIL', recipient: contact.email, subject: message.subject, body: message.email },
      { channel: 'SMS', recipient: contact.mobile, subject: null, body: message.sms },
    ];
    for (const c of channels) {
      if (!c.recipient) continue;
      const id = await repo.insert({
        event: facts.event,
        subjectId,
        channel: c.channel,
        journeyId: 'journey' in whose ? whose.journey.id : null,
        userId: contact.userId,
        recipient: c.recipient,
        subject: c.subject,
        body: c.body,
      });
      // Queued after the row is committed: a crash between the two leaves a PENDING row, which the sweep queues.
      if (id) await opts.jobs.send('notice-send', id).catch(() => undefined);
    }
  }

  /**
   * The job: sends the notice if no one has (the claim), and records how it went. A refused address is marked
   * bounced and not retried; any other failure is thrown, for the queue to try again later.
   */
  async function send(id: string): Promise<NoticeRow['status'] | undefined> {
    const notice = await repo.claim(id);
    if (!notice) return undefined;
    const to = maskPersonalData(notice.recipient);
    if (notice.channel === 'EMAIL' && (await repo.hasBounced(notice.recipient))) {
      await repo.markBounced(notice.id, notice.recipient, 'the address bounced an earlier message');
      return 'BOUNCED';
    }
    try {
      if (notice.channel === 'EMAIL')
        await opts.email.send({ to: notice.recipient, subject: notice.subject ?? '', text: notice.body });
      else await opts.sms.send({ to: notice.recipient, text: notice.body });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (err instanceof RecipientRefused) {
        await repo.markBounced(notice.id, notice.recipient, message);
        opts.log.warn({ noticeId: id, to }, 'notice bounced; the address is marked');
        return 'BOUNCED';
      }
      await repo.markFailed(notice.id, message);
      opts.log.warn({ noticeId: id, to, err: maskPersonalData(message) }, 'notice not sent; it is tried again');
      throw err;
    }
    await repo.markSent(notice.id);
    return 'SENT';
  }

  return {
    /** Tells the journey's buyer of an event about `subjectId` (a policy, a case, a payment): once, whatever repeats. */
    tellBuyer: (journey: Journey, subjectId: string, facts: NoticeFacts) => tell({ journey }, subjectId, facts),
    /** Tells a user of an event of theirs that no journey holds (a complaint), at their account's mobile and e-mail. */
    tellUser: (userId: string, subjectId: string, facts: NoticeFacts) => tell({ userId }, subjectId, facts),
    /** The policy is issued: its number, cover and the schedule's signed link, to its buyer. */
    async policyIssued(journey: Journey, policy: PolicyRow): Promise<void> {
      const { plan_name, insurer_name } = planNames(opts.verticals, journey);
      const base = opts.baseUrl();
      await tell({ journey }, policy.id, {
        event: 'POLICY_ISSUED',
        policyNumber: policy.policyNumber,
        planName: plan_name,
        insurerName: insurer_name,
        startDate: policy.startDate,
        endDate: policy.endDate,
        schedule: base ? scheduleLink(opts.secret, base, policy.id) : null,
      });
    },
    send,
    /** Notices a crash left unqueued (PENDING a while): handed to the queue again. */
    async sweep(): Promise<number> {
      const ids = await repo.unqueued(60);
      for (const id of ids) await opts.jobs.send('notice-send', id);
      return ids.length;
    },
    repo,
  };
}
export type Notices = ReturnType<typeof createNotices>;
