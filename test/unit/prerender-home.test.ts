import { describe, expect, it } from 'vitest';
import { renderHomePage } from '#web/prerender.js';

describe('renderHomePage (the home page prerendered into index.html)', () => {
  it('carries the hero and the page, in order, with no inline script for the CSP to block', async () => {
    // Act
    const markup = await renderHomePage();

    // Assess
    expect(markup).toContain('Converse com um médico virtual agora');
    expect(markup).toContain('O que dizem nossos pacientes');
    expect(markup).toContain('Precisa de Ajuda?');
    expect(markup).not.toContain('<script');
    expect(markup).not.toMatch(/style="/);
  });

  it('leaves out what depends on this browser: the cookie notice and the account corner', async () => {
    const markup = await renderHomePage();

    expect(markup).not.toContain('Sua privacidade é importante');
    expect(markup).not.toContain('>Entrar<');
  });
});
