import {
  PAYOUT_PROFILE_FIELDS,
  PLAIN_PROFILE_FIELDS,
  type PlainProfileField,
  type ProfileField,
  type ProfileUpdateBody,
} from "@lotus/contracts";

/** The profile form's fields: the plain ones and the payout ones, each as typed text. */
export type ProfileFormField = PlainProfileField | (typeof PAYOUT_PROFILE_FIELDS)[number];
export type ProfileFormValues = Record<ProfileFormField, string>;

/** The fields the form shows: the brand's plain fields, and payout fields only while they are empty. */
export function formFields(
  editable: readonly ProfileField[],
  payout: { payeeName: string | null; idNumber: string | null },
): ProfileFormField[] {
  return [
    ...PLAIN_PROFILE_FIELDS.filter((field) => editable.includes(field)),
    ...PAYOUT_PROFILE_FIELDS.filter((field) => editable.includes(field) && !payout[field]),
  ];
}

/** What the form starts with: the member's values, empty text for the rest. */
export function initialValues(values: Partial<Record<PlainProfileField, string>>): ProfileFormValues {
  const initial = Object.fromEntries(
    [...PLAIN_PROFILE_FIELDS, ...PAYOUT_PROFILE_FIELDS].map((field) => [field, ""]),
  ) as ProfileFormValues;
  for (const field of PLAIN_PROFILE_FIELDS) initial[field] = values[field] ?? "";
  return initial;
}

/**
 * The request body: only the shown fields whose text changed (an emptied field clears it on the
 * server); payout fields only when filled in, since they are set once.
 */
export function changedBody(
  values: ProfileFormValues,
  initial: ProfileFormValues,
  fields: readonly ProfileFormField[],
): ProfileUpdateBody {
  const body: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field].trim();
    const payout = (PAYOUT_PROFILE_FIELDS as readonly string[]).includes(field);
    if (payout ? value !== "" : value !== initial[field].trim()) body[field] = value;
  }
  return body as ProfileUpdateBody;
}
