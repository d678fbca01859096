import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { SessionRow } from '../sessions/repository.ts';

/** Account calls act on the signed-in user only: an anonymous, unknown or idle-expired session gets 401. */
export async function requireSignedIn(req: FastifyRequest): Promise<SessionRow & { userId: string }> {
  const session = await req.currentSession();
  if (!session?.userId) throw new AppError('UNAUTHORIZED', 'Please sign in to manage your account');
  return { ...session, userId: session.userId };
}
