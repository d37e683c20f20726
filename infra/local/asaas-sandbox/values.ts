/** Asaas' value shapes: ids, Brasília dates, money and fees, CPF/CNPJ. */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { isValidCpf, onlyDigits } from '#shared/cpf.js';
import { FUSO_HORARIO_PADRAO } from '#shared/format.js';

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';
const MIXED_ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomString(length: number, alphabet: string): string {
  let out = '';
  for (let index = 0; index < length; index += 1) out += alphabet[randomInt(alphabet.length)];
  return out;
}

export function randomDigits(length: number): string {
  let out = '';
  for (let index = 0; index < length; index += 1) out += String(randomInt(10));
  return out;
}

/** Asaas' own id shapes: cus_G7Dvo4iphUNk, pay_2ahkqsnbb6k7vxyf, evt_05b7…f621&368604920. */
export const newCustomerId = () => `cus_${randomString(12, MIXED_ALPHANUMERIC)}`;
export const newPaymentId = () => `pay_${randomString(16, ALPHANUMERIC)}`;
export const newEventId = () => `evt_${randomBytes(16).toString('hex')}&${randomDigits(9)}`;

const dateFormatter = new Intl.DateTimeFormat('en-CA', { timeZone: FUSO_HORARIO_PADRAO });
const dateTimeFormatter = new Intl.DateTimeFormat('sv-SE', {
  timeZone: FUSO_HORARIO_PADRAO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Today in Brasília, YYYY-MM-DD (Asaas' date fields). */
export function today(now = new Date()): string {
  return dateFormatter.format(now);
}

/** Brasília time as Asaas writes it in events: 'YYYY-MM-DD HH:mm:ss'. */
export function dateTime(now = new Date()): string {
  return dateTimeFormatter.format(now);
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}

export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Asaas' standard fees (Pix and boleto R$ 1,99; card 2,99% + R$ 0,49), for a plausible netValue. */
export function netValueFor(value: number, billingType: string): number {
  if (billingType === 'CREDIT_CARD') return roundMoney(value - value * 0.0299 - 0.49);
  return roundMoney(value - 1.99);
}

function isValidCnpj(value: string): boolean {
  if (!/^\d{14}$/.test(value) || /^(\d)\1{13}$/.test(value)) return false;
  const digit = (base: string) => {
    let weight = base.length - 7;
    let sum = 0;
    for (const char of base) {
      sum += Number(char) * weight;
      weight = weight === 2 ? 9 : weight - 1;
    }
    const remainder = sum % 11;
    return remainder < 2 ? 0 : 11 - remainder;
  };
  const first = digit(value.slice(0, 12));
  const second = digit(`${value.slice(0, 12)}${first}`);
  return value.endsWith(`${first}${second}`);
}

export function isValidCpfCnpj(value: string): boolean {
  const digits = onlyDigits(value);
  return digits.length === 11 ? isValidCpf(digits) : isValidCnpj(digits);
}

/** Compares a presented secret with the expected one in constant time. */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}
