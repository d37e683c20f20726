import { describe, expect, it } from 'vitest';
import { emailDescartavel } from '#lambdas/common/email-descartavel.js';

describe('emailDescartavel', () => {
  it.each(['ana@mailinator.com', 'ANA@Guerrillamail.com ', 'x@10minutemail.com', 'x@sub.0x01.tk'])('refuses the throw-away %s', async (email) => {
    expect(await emailDescartavel(email)).toBe(true);
  });

  it.each(['ana@gmail.com', 'ana@uol.com.br', 'ana@hotmail.com', 'ana@empresa.com.br', 'ana@tk.com.br'])('accepts the personal %s', async (email) => {
    expect(await emailDescartavel(email)).toBe(false);
  });
});
