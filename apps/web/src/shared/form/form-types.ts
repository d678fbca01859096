// The proposal's forms keep every value as the text the user typed (dates as DD/MM/YYYY, numbers as
// digits), so a half-typed value survives a tab switch or reload; the wire forms are built on save.
export type FormValues = Readonly<Record<string, string>>;
export type FieldErrors = Readonly<Record<string, string>>;

/** dob: typed DD/MM/YYYY; date: the browser's date picker, its value YYYY-MM-DD as the API takes it. */
export type FieldKind = 'text' | 'email' | 'digits' | 'decimal' | 'dob' | 'date' | 'select' | 'radio' | 'textarea';

export type FieldSpec = {
  readonly key: string;
  readonly label: string;
  readonly kind: FieldKind;
  readonly options?: readonly { readonly value: string; readonly label: string }[];
  readonly maxLength?: number;
  readonly optional?: boolean;
  /**
   * Prefilled and not editable here; skipped by validation (docs/product/proposal-kyc.md §5: contact city, state,
   * pincode).
   */
  readonly readOnly?: boolean;
  /** Fixed by the quote: shown, not editable, but still checked (an out-of-range age must be seen). */
  readonly locked?: boolean;
  readonly autoComplete?: string;
  /** Shown upper-cased as typed (PAN). */
  readonly upperCase?: boolean;
};

/** Only the keys that hold a value, so an optional field left blank is not sent as ''. */
export function filled(values: FormValues, keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) {
    const value = values[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
}
