// @vitest-environment jsdom
/**
 * The triage card of the patient's chat (docs/triagem.md), drawn in jsdom and read by role and
 * text as a patient's screen reader would: nothing while the triage is provisional, the level
 * written out with its orientation and reasons, open by itself at pronto-socorro, folded at the
 * lower levels and at emergencia (the banner speaks there; the strip keeps the call), and a rise announced in the same live region.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rotulosTriagem, TRIAGEM_PROVISORIA, type Triagem } from '#shared/schemas/validacao.js';
import { orientacoesTriagem, ROTULO_MOTIVOS_TRIAGEM, TITULO_TRIAGEM } from '#shared/triagem/orientacoes.js';
import { TriagemCard } from '#web/features/chat/components/triagem-card.js';

afterEach(() => cleanup());

const autocuidado: Triagem = { nivel: 'autocuidado', motivos: ['Sintomas leves, sem sinais de alerta'] };
const prontoSocorro: Triagem = { nivel: 'pronto-socorro', motivos: ['Dor nas costas ou no lado que irradia para a virilha (possível cólica renal)'] };

const cartao = () => screen.queryByRole('region', { name: TITULO_TRIAGEM });

describe('triage card', () => {
  it('shows nothing while the triage is provisional', () => {
    render(<TriagemCard triagem={TRIAGEM_PROVISORIA} />);
    expect(cartao()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('opens by itself at pronto-socorro with the orientation and the reasons', () => {
    // Act
    render(<TriagemCard triagem={prontoSocorro} />);
    // Assess
    const regiao = cartao();
    expect(regiao?.textContent).toContain(rotulosTriagem['pronto-socorro']);
    expect(screen.getByText(orientacoesTriagem['pronto-socorro']).closest('[hidden]')).toBeNull();
    expect(screen.getByRole('heading', { name: ROTULO_MOTIVOS_TRIAGEM })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(prontoSocorro.motivos);
    expect(screen.getByRole('button', { name: /Ocultar/ }).getAttribute('aria-expanded')).toBe('true');
  });

  it('folds at autocuidado, the label still written, and unfolds on request', () => {
    // Prepare
    render(<TriagemCard triagem={autocuidado} />);
    const botao = screen.getByRole('button', { name: /Ver orientação/ });
    // Assess: the label is on screen, the details are not.
    expect(cartao()?.textContent).toContain(rotulosTriagem.autocuidado);
    expect(botao.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText(orientacoesTriagem.autocuidado).closest('[hidden]')).not.toBeNull();
    // Act
    fireEvent.click(botao);
    // Assess
    expect(botao.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(orientacoesTriagem.autocuidado).closest('[hidden]')).toBeNull();
    expect(screen.getByText(autocuidado.motivos[0]!).closest('[hidden]')).toBeNull();
  });

  it('at emergencia names the level folded, with the call to the SAMU at hand', () => {
    render(<TriagemCard triagem={{ nivel: 'emergencia', motivos: ['Febre com rigidez de nuca'] }} />);
    expect(cartao()?.textContent).toContain(rotulosTriagem.emergencia);
    expect(screen.getByRole('link', { name: 'Ligar para o SAMU 192' }).getAttribute('href')).toBe('tel:192');
    expect(screen.getByRole('button', { name: /Ver orientação/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it('announces a rise in the same live region and opens again at the new level', () => {
    // Prepare
    const { rerender } = render(<TriagemCard triagem={autocuidado} />);
    const status = screen.getByRole('status');
    // Act
    rerender(<TriagemCard triagem={prontoSocorro} />);
    // Assess
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toContain(rotulosTriagem['pronto-socorro']);
    expect(screen.getByRole('button', { name: /Ocultar/ }).getAttribute('aria-expanded')).toBe('true');
  });
});
