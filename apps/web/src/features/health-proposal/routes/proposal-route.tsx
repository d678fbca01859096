// TEMPORARY stub so the lead can build; the proposal journey replaces this file.
export default function ProposalRoute() { return null; }
