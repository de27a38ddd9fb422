/**
 * The verify page's address: /fair with the spin's inputs as parameters, so a spin in the game's
 * history opens the page already filled in (and a verified spin can be shared).
 */
export const FAIR_PATH = "/fair";

export interface VerifyInput {
  slotId: string;
  variant?: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number | string;
  bet?: number | string;
}

const FIELDS = ["slotId", "variant", "serverSeed", "clientSeed", "nonce", "bet"] as const;

export function verifyHref(input: VerifyInput): string {
  const params = new URLSearchParams();
  for (const field of FIELDS) {
    const value = input[field];
    if (value !== undefined && value !== "") params.set(field, String(value));
  }
  return `${FAIR_PATH}?${params.toString()}`;
}

export type VerifyForm = Record<(typeof FIELDS)[number], string>;

/** The form's values from the address (missing ones empty). */
export function readVerifyForm(search: string): VerifyForm {
  const params = new URLSearchParams(search);
  const form = {} as VerifyForm;
  for (const field of FIELDS) form[field] = params.get(field)?.trim() ?? "";
  return form;
}
