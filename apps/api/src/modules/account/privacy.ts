import type {
  DataRequestKind,
  TMarketingConsentResponse,
  TOpsConsentsResponse,
  TOpsDataRequestsResponse,
} from '@kavach/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { consolePage, newestPage, pageOf } from '../../db/rows.ts';
import { dataRequests, users } from '../../db/schema.ts';

/** The user's own marketing consent: no until they say yes. */
export async function readMarketingConsent(db: Database, userId: string): Promise<TMarketingConsentResponse> {
  const [row] = await db
    .select({ consent: users.marketingConsent, at: users.marketingConsentAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return { consent: row?.consent ?? false, updated_at: row?.at?.toISOString() ?? null };
}

/** Given or withdrawn, with the time: the record the DPDP Act asks the broker to be able to show. */
export async function setMarketingConsent(
  db: Database,
  userId: string,
  consent: boolean,
): Promise<TMarketingConsentResponse> {
  const [row] = await db
    .update(users)
    .set({ marketingConsent: consent, marketingConsentAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ consent: users.marketingConsent, at: users.marketingConsentAt });
  return { consent: row?.consent ?? consent, updated_at: row?.at?.toISOString() ?? null };
}

export async function recordDataRequest(db: Database, userId: string, kind: DataRequestKind): Promise<void> {
  await db.insert(dataRequests).values({ userId, kind });
}

// Staff see an account by its mobile's last four digits: enough to match a caller, not to contact anyone.
const userLabel = (mobile: string | null, erasedAt: Date | null) =>
  erasedAt ? 'Erased account' : mobile ? `Mobile ending ${mobile.slice(-4)}` : 'No mobile';

/** GET /v1/ops/privacy/consents?page=: each account's last marketing decision, newest first. */
export async function consentRecords(db: Database, page: number): Promise<TOpsConsentsResponse> {
  const rows = await newestPage(db, users, {
    by: users.marketingConsentAt,
    id: users.id,
    where: sql`${users.marketingConsentAt} is not null`,
    page,
  });
  return pageOf(rows, (u) => ({
    user_id: u.id,
    user: userLabel(u.mobile, u.erasedAt),
    consent: u.marketingConsent,
    updated_at: u.marketingConsentAt?.toISOString() ?? null,
  }));
}

/** GET /v1/ops/privacy/requests?kind=&page=: data requests (of one kind, or all), newest first. */
export async function dataRequestRecords(
  db: Database,
  kind: DataRequestKind | undefined,
  page: number,
): Promise<TOpsDataRequestsResponse> {
  const where = kind ? eq(dataRequests.kind, kind) : undefined;
  const rows = await consolePage(page, db.$count(dataRequests, where), (limit, offset) =>
    db
      .select({ request: dataRequests, mobile: users.mobile, erasedAt: users.erasedAt })
      .from(dataRequests)
      .innerJoin(users, eq(users.id, dataRequests.userId))
      .where(where)
      .orderBy(desc(dataRequests.requestedAt), desc(dataRequests.id))
      .limit(limit)
      .offset(offset),
  );
  return pageOf(rows, ({ request, mobile, erasedAt }) => ({
    user_id: request.userId,
    user: userLabel(mobile, erasedAt),
    kind: request.kind as DataRequestKind,
    requested_at: request.requestedAt.toISOString(),
  }));
}
