import { DEMO_PROOF_PICTURES, demoProofPath } from '../../shared/demo-proofs.ts';

/** Why demo submissions were rejected (data written by reviewers, not console texts). */
const DEMO_REJECTION_REASONS = ['Proof link does not open', 'Task not completed', 'Duplicate submission', 'Screenshot does not show the task'];

/** A number drawn from a log's random id, so proofs take nothing from the seed's random sequence. */
const drawn = (id: string) => Number.parseInt(id.slice(0, 8), 16);

/** A submission's proof: a link to the user's post and a screenshot of its own served by this server at `baseUrl`. */
export function demoProof(id: string, baseUrl: string) {
  return {
    proofUrl: `https://x.com/i/status/${BigInt(`0x${id.replaceAll('-', '').slice(0, 15)}`)}`,
    proofImageUrl: `${baseUrl.replace(/\/$/, '')}${demoProofPath((drawn(id) % DEMO_PROOF_PICTURES) + 1, id)}`,
  };
}

export const demoRejectionReason = (id: string) => DEMO_REJECTION_REASONS[drawn(id) % DEMO_REJECTION_REASONS.length];
