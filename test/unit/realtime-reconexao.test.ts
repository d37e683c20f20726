import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atrasoDeReconexao, manterConectado, type LigacaoRealtime, type RealtimeStatus } from '../../web/src/lib/realtime-reconexao.js';

/** A fake server: each connect() waits for the test to accept or refuse it. */
function servidor() {
  const pedidos: Array<{ aceitar: (vivo?: () => boolean) => void; recusar: () => void; cair: () => void; fechada: () => boolean }> = [];
  const connect = (onDrop: () => void) =>
    new Promise<LigacaoRealtime>((resolve, reject) => {
      let fechada = false;
      pedidos.push({
        aceitar: (vivo = () => true) => resolve({ close: () => (fechada = true), alive: vivo }),
        recusar: () => reject(new Error('recusada')),
        cair: onDrop,
        fechada: () => fechada,
      });
    });
  return { pedidos, connect };
}

describe('reconexão do tempo real', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('espera 1, 2, 5 e depois 10 s entre as tentativas', () => {
    expect([0, 1, 2, 3, 4, 9].map((tentativa) => atrasoDeReconexao(tentativa))).toEqual([1_000, 2_000, 5_000, 10_000, 10_000, 10_000]);
  });

  it('depois de uma queda tenta de novo em 1, 2, 5, 10 e 10 s e volta a "conectado"', async () => {
    // Prepare
    const { pedidos, connect } = servidor();
    const estados: RealtimeStatus[] = [];
    const parar = manterConectado({ connect, onStatus: (status) => estados.push(status) });
    pedidos[0]!.aceitar();
    await vi.advanceTimersByTimeAsync(0);
    expect(estados).toEqual(['conectando', 'conectado']);

    // Act: the link drops; every attempt is refused until the fifth.
    pedidos[0]!.cair();
    const momentos: number[] = [];
    const inicio = Date.now();
    for (const atraso of [1_000, 2_000, 5_000, 10_000, 10_000]) {
      const antes = pedidos.length;
      await vi.advanceTimersByTimeAsync(atraso - 1);
      expect(pedidos.length).toBe(antes);
      await vi.advanceTimersByTimeAsync(1);
      expect(pedidos.length).toBe(antes + 1);
      momentos.push(Date.now() - inicio);
      if (momentos.length < 5) {
        pedidos.at(-1)!.recusar();
        await vi.advanceTimersByTimeAsync(0);
      }
    }
    pedidos.at(-1)!.aceitar();
    await vi.advanceTimersByTimeAsync(0);

    // Assess
    expect(momentos).toEqual([1_000, 3_000, 8_000, 18_000, 28_000]);
    expect(pedidos[0]!.fechada()).toBe(true);
    expect(estados).toEqual(['conectando', 'conectado', 'indisponivel', 'conectado']);
    parar();
  });

  it('uma tentativa sem resposta em 10 s conta como falha; depois de voltar, a próxima queda recomeça em 1 s', async () => {
    // Prepare
    const { pedidos, connect } = servidor();
    const estados: RealtimeStatus[] = [];
    const parar = manterConectado({ connect, onStatus: (status) => estados.push(status) });

    // Act: no answer at all.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(estados).toEqual(['conectando', 'indisponivel']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pedidos).toHaveLength(2);
    // The abandoned attempt answers late: it is closed, not used.
    pedidos[0]!.aceitar();
    pedidos[1]!.aceitar();
    await vi.advanceTimersByTimeAsync(0);
    pedidos[1]!.cair();
    await vi.advanceTimersByTimeAsync(1_000);

    // Assess
    expect(pedidos[0]!.fechada()).toBe(true);
    expect(pedidos).toHaveLength(3);
    expect(estados).toEqual(['conectando', 'indisponivel', 'conectado', 'indisponivel']);
    parar();
  });

  it('o batimento a cada 25 s derruba uma ligação que não está mais viva e reconecta', async () => {
    // Prepare
    const { pedidos, connect } = servidor();
    let viva = true;
    const estados: RealtimeStatus[] = [];
    const parar = manterConectado({ connect, onStatus: (status) => estados.push(status) });
    pedidos[0]!.aceitar(() => viva);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(pedidos).toHaveLength(1);

    // Act: the socket goes silent.
    viva = false;
    await vi.advanceTimersByTimeAsync(24_999);
    expect(estados.at(-1)).toBe('conectado');
    await vi.advanceTimersByTimeAsync(1);

    // Assess
    expect(estados.at(-1)).toBe('indisponivel');
    expect(pedidos[0]!.fechada()).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pedidos).toHaveLength(2);
    parar();
  });

  it('parar fecha a ligação e não tenta mais', async () => {
    // Prepare
    const { pedidos, connect } = servidor();
    const parar = manterConectado({ connect, onStatus: () => undefined });
    pedidos[0]!.aceitar();
    await vi.advanceTimersByTimeAsync(0);

    // Act
    parar();
    pedidos[0]!.cair();
    await vi.advanceTimersByTimeAsync(60_000);

    // Assess
    expect(pedidos[0]!.fechada()).toBe(true);
    expect(pedidos).toHaveLength(1);
  });
});
