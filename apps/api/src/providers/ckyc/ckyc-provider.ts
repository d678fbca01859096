/** Who is being checked: the PAN typed, and the person the journey says holds it. */
export type CkycQuery = { pan: string; full_name: string; dob: string | null };

/**
 * Searches the Central KYC registry for a proposer. Providers: `sandbox` (docs/decisions.md §4's rule, nothing leaves
 * the machine) and `http` (a CKYC search service's REST API).
 */
export interface CkycProvider {
  readonly id: 'sandbox' | 'http';
  /**
   * FOUND only when the registry holds a completed KYC record for this PAN whose holder is this person; a record of
   * the PAN under someone else's name or date of birth is NOT_FOUND, and the KYC then rests on documents.
   */
  search(input: CkycQuery): Promise<'FOUND' | 'NOT_FOUND'>;
}

/** The registry's answer as the app sees it: UNREACHABLE when the service failed or timed out and said nothing. */
export type CkycAnswer = 'FOUND' | 'NOT_FOUND' | 'UNREACHABLE';

/** The chosen provider as the app uses it (`app.ckyc`): it never throws, a failure is UNREACHABLE. */
export interface CkycRegistry {
  readonly id: CkycProvider['id'];
  search(input: CkycQuery): Promise<CkycAnswer>;
}
