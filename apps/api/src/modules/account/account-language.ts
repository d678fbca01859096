import { DEFAULT_LANGUAGE, type Language } from '@kavach/domain/i18n/languages';
import type { TSetLanguageResponse } from '@kavach/domain/api/language';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/**
 * PUT /v1/users/me/language: the signed-in user's language, kept on their account (docs/i18n.md). Their documents and
 * notices are written in it from now on, and it comes along when they sign in on another device.
 */
export async function setAccountLanguage(
  db: Database,
  userId: string,
  language: Language,
): Promise<TSetLanguageResponse> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
  return { language };
}

/** The language a user chose, or null before any choice (and for no user at all). */
export async function accountLanguage(db: Database, userId: string | null): Promise<Language | null> {
  if (!userId) return null;
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.language ?? null;
}

/**
 * The language a purchase's documents and notices are written in (docs/i18n.md): the account's choice, else the one the
 * purchase was confirmed in, else English.
 */
export async function buyerLanguage(
  db: Database,
  journey: { userId: string | null; confirmedLanguage?: Language | null },
): Promise<Language> {
  return (await accountLanguage(db, journey.userId)) ?? journey.confirmedLanguage ?? DEFAULT_LANGUAGE;
}
