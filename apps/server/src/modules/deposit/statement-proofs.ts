import {
  normalizeTransactionId,
  TRANSFER_REFERENCE_ALPHABET,
  TRANSFER_REFERENCE_RANDOM_LENGTH,
  type TransferProof,
  type TransferRail,
  transactionIdProblem,
  transactionIdRuleOf,
  transferProofOf,
} from '@fairplay/contract/deposit-rails';

/** One proof read in a statement line's description: what it is and its stored form. */
export interface StatementProof {
  kind: TransferProof;
  value: string;
}

/** A description names a few ids at most; more is noise, and each one is looked up. */
const PROOFS_PER_KIND_MAX = 8;

// The reference may be typed with a space or dash between characters ("FP 4K7-MN2Q") and run into
// the bank's own text ("BIFASTFP4K7MN2Q"): every "FP" is tried, and 7 alphabet characters follow.
const REFERENCE_AT = new RegExp(
  `FP((?:[ -]?[${TRANSFER_REFERENCE_ALPHABET}]){${TRANSFER_REFERENCE_RANDOM_LENGTH}})`,
  'y',
);
// A UTR is 12 digits; some Indian banks pad it with zeros to 16 in their reference column.
const UTR = /(?<!\d)0*(\d{12})(?!\d)/g;
// Wallet and IBFT ids: a run of letters and digits with at least one digit, or a labelled TID with spaces.
const ID_TOKEN = /[A-Z0-9]{6,30}/g;
const LABELLED_ID = /T(?:ID|RX\s*ID)\s*[:#.]?\s*(\d[\d -]{4,30}\d)/g;

function referencesIn(text: string): string[] {
  const found: string[] = [];
  for (
    let index = text.indexOf('FP');
    index >= 0 && found.length < PROOFS_PER_KIND_MAX;
    index = text.indexOf('FP', index + 1)
  ) {
    REFERENCE_AT.lastIndex = index;
    const match = REFERENCE_AT.exec(text);
    if (match) found.push(`FP${match[1]!.replace(/[ -]/g, '')}`);
  }
  return found;
}

function utrsIn(text: string): string[] {
  return [...text.matchAll(UTR)].map((match) => match[1]!);
}

function transactionIdsIn(text: string, rails: readonly TransferRail[]): string[] {
  const candidates = [
    ...[...text.matchAll(LABELLED_ID)].map((match) => match[1]!),
    ...[...text.matchAll(ID_TOKEN)].map((match) => match[0]).filter((token) => /\d/.test(token)),
  ];
  return candidates
    .map(normalizeTransactionId)
    .filter((id) => rails.some((rail) => transactionIdProblem(rail, id) === null));
}

/**
 * The proofs a statement line's description may carry, for the transfer rails the deployment takes:
 * order references (bank), UTRs (IMPS, UPI), transaction ids (IBFT, JazzCash, Easypaisa); each kind
 * deduplicated and bounded, in the order they appear.
 */
export function proofsIn(description: string, rails: readonly TransferRail[]): StatementProof[] {
  const text = description.normalize('NFKC').toUpperCase();
  const kinds = new Set(rails.map(transferProofOf));
  const transactionIdRails = rails.filter((rail) => transactionIdRuleOf(rail) !== null);
  const found: Record<TransferProof, string[]> = {
    reference: kinds.has('reference') ? referencesIn(text) : [],
    utr: kinds.has('utr') ? utrsIn(text) : [],
    transactionId: kinds.has('transactionId') ? transactionIdsIn(text, transactionIdRails) : [],
  };
  return (Object.keys(found) as TransferProof[]).flatMap((kind) =>
    [...new Set(found[kind])].slice(0, PROOFS_PER_KIND_MAX).map((value) => ({ kind, value })),
  );
}
