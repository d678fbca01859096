/**
 * Searches the Central KYC registry for a proposer's PAN. Providers: `sandbox` (DESIGN.md §4's rule, nothing
 * leaves the machine) and `http` (a CKYC search service's REST API).
 */
export interface CkycProvider {
  readonly id: 'sandbox' | 'http';
  /** FOUND when the registry holds a completed KYC record for this PAN. */
  search(input: { pan: string }): Promise<'FOUND' | 'NOT_FOUND'>;
}
