import { renderToStaticMarkup } from 'react-dom/server';
import { createElement, Fragment } from 'react';
import { describe, expect, it } from 'vitest';
import { parseBlogMarkup, parseInline, renderBlogMarkup } from '#web/features/site/blog-markup.js';
import { blogArtigos, findBlogArtigo } from '#web/features/site/data/blog-artigos.js';

function html(content: string): string {
  return renderToStaticMarkup(createElement(Fragment, null, ...renderBlogMarkup(content)));
}

describe('parseBlogMarkup', () => {
  it('turns a line that is only bold into a heading', () => {
    // Act
    const blocks = parseBlogMarkup('**O que diz a lei**');

    // Assess
    expect(blocks).toEqual([{ kind: 'heading', text: 'O que diz a lei' }]);
  });

  it('groups consecutive numbered lines into one list of callouts, keeping their numbers', () => {
    const blocks = parseBlogMarkup('1. Anote os sintomas.\n2. Separe os exames.\n3) Escolha um lugar tranquilo.');

    expect(blocks).toEqual([
      {
        kind: 'numbered',
        items: [
          { number: 1, segments: [{ text: 'Anote os sintomas.', bold: false }] },
          { number: 2, segments: [{ text: 'Separe os exames.', bold: false }] },
          { number: 3, segments: [{ text: 'Escolha um lugar tranquilo.', bold: false }] },
        ],
      },
    ]);
  });

  it('groups consecutive dash lines into one list of callouts', () => {
    const blocks = parseBlogMarkup('- Febre alta\n- Falta de ar');

    expect(blocks).toEqual([
      {
        kind: 'bulleted',
        items: [[{ text: 'Febre alta', bold: false }], [{ text: 'Falta de ar', bold: false }]],
      },
    ]);
  });

  it('keeps other lines as paragraphs, skips blank lines and splits lists separated by text', () => {
    const blocks = parseBlogMarkup('Primeiro parágrafo.\n\n- item\nTexto no meio.\n- outro item\r\n');

    expect(blocks.map((block) => block.kind)).toEqual(['paragraph', 'bulleted', 'paragraph', 'bulleted']);
  });

  it('does not take a line with bold and more text for a heading', () => {
    const blocks = parseBlogMarkup('A **Lei 14.510/2022** autorizou a telessaúde.');

    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        segments: [
          { text: 'A ', bold: false },
          { text: 'Lei 14.510/2022', bold: true },
          { text: ' autorizou a telessaúde.', bold: false },
        ],
      },
    ]);
  });
});

describe('parseInline', () => {
  it('leaves unmatched asterisks as text', () => {
    expect(parseInline('nota 5* de 5')).toEqual([{ text: 'nota 5* de 5', bold: false }]);
    expect(parseInline('')).toEqual([]);
  });
});

describe('renderBlogMarkup', () => {
  it('renders headings, callout lists and bold runs as elements', () => {
    // Act
    const markup = html('**Sinais de alerta**\n1. Ligue **192**.\n- Dor no peito');

    // Assess
    expect(markup).toMatch(/^<h2[^>]*>Sinais de alerta<\/h2>/);
    expect(markup).toContain('<ol');
    expect(markup).toMatch(/<li value="1"[^>]*>/);
    expect(markup).toContain('<strong class="font-semibold text-slate-900">192</strong>');
    expect(markup).toMatch(/<ul[^>]*><li[^>]*>.*Dor no peito.*<\/li><\/ul>$/);
  });

  it('renders markup in the text as text, never as HTML', () => {
    const markup = html('<img src=x onerror="alert(1)"> **<b>oi</b>**');

    expect(markup).not.toContain('<img');
    expect(markup).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(markup).toContain('<strong class="font-semibold text-slate-900">&lt;b&gt;oi&lt;/b&gt;</strong>');
  });

  it('renders every sample article with at least one heading and one callout list', () => {
    for (const artigo of blogArtigos) {
      const kinds = parseBlogMarkup(artigo.content).map((block) => block.kind);
      expect(kinds, artigo.slug).toContain('heading');
      expect(kinds.some((kind) => kind === 'numbered' || kind === 'bulleted'), artigo.slug).toBe(true);
    }
  });
});

describe('findBlogArtigo', () => {
  it('finds an article by numeric id or slug and falls back to article 1', () => {
    expect(findBlogArtigo('3').id).toBe(3);
    expect(findBlogArtigo('ansiedade-quando-procurar-ajuda').id).toBe(4);
    expect(findBlogArtigo(undefined).id).toBe(1);
    expect(findBlogArtigo('999').id).toBe(1);
    expect(blogArtigos.length).toBeGreaterThanOrEqual(4);
  });
});
