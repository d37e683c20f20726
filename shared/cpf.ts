/**
 * CPF (Cadastro de Pessoas Físicas) helpers: the input mask, normalisation and the check-digit
 * validation, run on both sides so a mistyped CPF is caught before it reaches the payment provider.
 */

const CPF_LENGTH = 11;
const MASKED_OR_PLAIN = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;

/** Keeps only the ASCII digits of a string. */
export function onlyDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/** CPF with digits only, e.g. '529.982.247-25' → '52998224725'. */
export function normalizeCpf(input: string): string {
  return onlyDigits(input);
}

/** Formats what the patient typed so far as 000.000.000-00, dropping non-digits (≤ 14 chars). */
export function maskCpf(input: string): string {
  const digits = onlyDigits(input).slice(0, CPF_LENGTH);
  let masked = digits.slice(0, 3);
  if (digits.length > 3) masked += `.${digits.slice(3, 6)}`;
  if (digits.length > 6) masked += `.${digits.slice(6, 9)}`;
  if (digits.length > 9) masked += `-${digits.slice(9, 11)}`;
  return masked;
}

function checkDigit(digits: string): number {
  // Weights run from length+1 down to 2; remainder < 2 gives 0 (Receita Federal's rule).
  const weightStart = digits.length + 1;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    sum += Number(digits[index]) * (weightStart - index);
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** The two check digits of a CPF's first nine digits, e.g. '529982247' → '25'. */
export function cpfCheckDigits(nineDigits: string): string {
  if (!/^\d{9}$/.test(nineDigits)) {
    throw new RangeError('cpfCheckDigits expects exactly nine digits');
  }
  const first = checkDigit(nineDigits);
  const second = checkDigit(`${nineDigits}${first}`);
  return `${first}${second}`;
}

/** Whether a CPF, masked or digits only, has 11 digits, valid check digits and is not one repeated digit. */
export function isValidCpf(value: string): boolean {
  const trimmed = value.trim();
  if (!MASKED_OR_PLAIN.test(trimmed)) return false;
  const digits = onlyDigits(trimmed);
  // 000.000.000-00 … 999.999.999-99 pass the checksum but are never issued.
  if (/^(\d)\1{10}$/.test(digits)) return false;
  // The official mod-11 digits catch most single-digit typos, not all: the first digit off by 1 or
  // the sixth off by 2 or 9 can keep both digits, so this is a typo check, not proof of existence.
  return cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9);
}
