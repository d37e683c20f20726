import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpfCheckDigits, isValidCpf, maskCpf, normalizeCpf, onlyDigits } from '#shared/cpf.js';

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const nineDigits = fc.array(digit, { minLength: 9, maxLength: 9 }).map((digits) => digits.join(''));
const validCpf = nineDigits
  .map((base) => `${base}${cpfCheckDigits(base)}`)
  .filter((cpf) => !/^(\d)\1{10}$/.test(cpf));
const PROGRESSIVE_MASK = /^(\d{0,3}|\d{3}\.\d{1,3}|\d{3}\.\d{3}\.\d{1,3}|\d{3}\.\d{3}\.\d{3}-\d{1,2})$/;

describe('isValidCpf', () => {
  it('accepts every generated CPF, masked or not', () => {
    fc.assert(
      fc.property(validCpf, (cpf) => {
        expect(isValidCpf(cpf)).toBe(true);
        expect(isValidCpf(maskCpf(cpf))).toBe(true);
      }),
    );
  });

  it('rejects a valid CPF with any single digit changed, outside the mod-11 blind spots', () => {
    fc.assert(
      fc.property(validCpf, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (cpf, position, shift) => {
        const changed = (Number(cpf[position]) + shift) % 10;
        const tampered = `${cpf.slice(0, position)}${changed}${cpf.slice(position + 1)}`;
        const delta = Math.abs(changed - Number(cpf[position]));
        // The two check digits cannot tell these apart: weights 10/11 on the first digit and 5/6 on
        // the sixth let a change shift both remainders between 0 and 1, which give the same digit.
        const blindSpot = (position === 0 && delta === 1) || (position === 5 && (delta === 2 || delta === 9));

        if (!blindSpot) expect(isValidCpf(tampered)).toBe(false);
      }),
      { numRuns: 2_000 },
    );
  });

  it('always rejects a changed check digit', () => {
    fc.assert(
      fc.property(validCpf, fc.constantFrom(9, 10), fc.integer({ min: 1, max: 9 }), (cpf, position, shift) => {
        const changed = (Number(cpf[position]) + shift) % 10;
        const tampered = `${cpf.slice(0, position)}${changed}${cpf.slice(position + 1)}`;

        expect(isValidCpf(tampered)).toBe(false);
      }),
    );
  });

  it('shares the blind spot of the official algorithm (first digit off by one)', () => {
    expect(isValidCpf('000.055.832-09')).toBe(true);
    expect(isValidCpf('100.055.832-09')).toBe(true);
  });

  it('rejects every all-same-digit sequence although its check digits add up', () => {
    for (let value = 0; value <= 9; value += 1) {
      const repeated = String(value).repeat(11);

      expect(isValidCpf(repeated)).toBe(false);
      expect(isValidCpf(maskCpf(repeated))).toBe(false);
    }
  });

  it('knows real-format examples', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf(' 529.982.247-25 ')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('529-982-247.25')).toBe(false);
    expect(isValidCpf('abc52998224725')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });
});

describe('cpfCheckDigits', () => {
  it('computes the Receita Federal check digits', () => {
    expect(cpfCheckDigits('529982247')).toBe('25');
    expect(cpfCheckDigits('111444777')).toBe('35');
  });

  it('refuses anything but nine digits', () => {
    expect(() => cpfCheckDigits('12345678')).toThrow(RangeError);
    expect(() => cpfCheckDigits('12345678a')).toThrow(RangeError);
  });
});

describe('maskCpf and normalizeCpf', () => {
  it('round-trips: masking the digits and normalising gives the digits back', () => {
    fc.assert(
      fc.property(validCpf, (cpf) => {
        const masked = maskCpf(normalizeCpf(cpf));

        expect(masked).toHaveLength(14);
        expect(normalizeCpf(masked)).toBe(cpf);
        expect(maskCpf(masked)).toBe(masked);
      }),
    );
  });

  it('turns any typed text into at most 14 characters of the progressive pattern', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (typed) => {
        const masked = maskCpf(typed);

        expect(masked.length).toBeLessThanOrEqual(14);
        expect(masked).toMatch(PROGRESSIVE_MASK);
        expect(onlyDigits(masked)).toBe(onlyDigits(typed).slice(0, 11));
      }),
    );
  });

  it('formats as the patient types', () => {
    expect(maskCpf('5')).toBe('5');
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('5299822472')).toBe('529.982.247-2');
    expect(maskCpf('529982247251234')).toBe('529.982.247-25');
    expect(maskCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(maskCpf('abc')).toBe('');
  });
});
