/** How many pictures the build ships in `assets/proofs/` (proof-1.svg …). */
export const DEMO_PROOF_PICTURES = 6;

/** A demo screenshot's file name: the picture's number and its submission's id (lower-case UUID). */
export const DEMO_PROOF_NAME = `^proof-([1-${DEMO_PROOF_PICTURES}])-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\\.svg$`;

/** Where a demo submission's screenshot is served: one of the pictures, captioned with its submission's id. */
export const demoProofPath = (picture: number, logId: string) => `/proofs/demo/proof-${picture}-${logId}.svg`;
