/**
 * Who may ask about a payment on the return pages (docs/arquitetura.md#who-may-call-what): the checkout id kept in this tab,
 * or else the signed-in patient for the consultation named in the address. The query string alone
 * authorises nothing: `consulta` is only a hint of which of the account's consultations to look at.
 */
import { useEffect, useMemo, useState } from 'react';
import type { StatusPagamento } from '#shared/schemas/consultas.js';
import {
  pacienteChannel,
  pacienteEventSchema,
  pagamentoChannel,
  pagamentoEventSchema,
  type StatusPagamentoResponse,
} from '#shared/schemas/pagamentos.js';
import { consultaIdSchema } from '#shared/schemas/consultas.js';
import { useSession } from '#web/lib/auth-session.js';
import { lerCheckout, type CheckoutGuardado } from '#web/lib/checkout-storage.js';
import { buscarStatusPagamento, emitirTokenPorCheckout } from '../api/checkout.js';
import { buscarConsultaLiberada, emitirTokenPorConta } from '../api/conta.js';

export interface LeituraPagamento {
  readonly status_pagamento: StatusPagamento;
  readonly medicoId?: number;
  readonly invoiceUrl?: string;
  readonly pix?: StatusPagamentoResponse['pix'];
}

export interface FontePagamento {
  readonly tipo: 'checkout' | 'conta';
  /** Realtime channel that announces the approval. */
  readonly canal?: string;
  ler(): Promise<LeituraPagamento>;
  /** The status an event of `canal` carries for this payment, if it concerns it. */
  interpretar(evento: unknown): { status: StatusPagamento; medicoId: number } | undefined;
  emitirToken(): Promise<{ chatToken: string; medicoId: number }>;
  readonly checkout?: CheckoutGuardado;
  readonly consultaId?: string;
}

export function fonteDoCheckout(checkout: CheckoutGuardado): FontePagamento {
  return {
    tipo: 'checkout',
    canal: pagamentoChannel(checkout.canal),
    checkout,
    ler: () => buscarStatusPagamento(checkout.checkoutId),
    interpretar: (evento) => {
      const parsed = pagamentoEventSchema.safeParse(evento);
      return parsed.success ? { status: parsed.data.status_pagamento, medicoId: parsed.data.medicoId } : undefined;
    },
    emitirToken: () => emitirTokenPorCheckout(checkout.checkoutId),
  };
}

function fonteDaConta(consultaId: string, canal: string | undefined): FontePagamento {
  return {
    tipo: 'conta',
    canal,
    consultaId,
    ler: async () => {
      const consulta = await buscarConsultaLiberada(consultaId);
      return consulta ? { status_pagamento: 'aprovado', medicoId: consulta.medicoId } : { status_pagamento: 'pendente' };
    },
    interpretar: (evento) => {
      const parsed = pacienteEventSchema.safeParse(evento);
      return parsed.success && parsed.data.consultaId === consultaId ? { status: 'aprovado', medicoId: parsed.data.medicoId } : undefined;
    },
    emitirToken: () => emitirTokenPorConta(consultaId),
  };
}

export type FonteResolvida = { estado: 'carregando' } | { estado: 'pronta'; fonte: FontePagamento } | { estado: 'nenhuma' };

/** The checkout kept in this browser first; then the session with the `consulta` hint; else none. */
export function useFontePagamento(consultaDica: string | null): FonteResolvida {
  const consultaId = consultaDica && consultaIdSchema.safeParse(consultaDica).success ? consultaDica : undefined;
  // A return address names its consultation: the kept checkout counts only if it is that one's.
  const [checkout] = useState(() => lerCheckout(consultaId));
  const session = useSession();
  const sub = session.status === 'signed-in' ? session.user?.sub : undefined;
  const [canal, setCanal] = useState<string>();

  useEffect(() => {
    if (!sub) return;
    let ativo = true;
    void pacienteChannel(sub).then((nome) => ativo && setCanal(nome));
    return () => {
      ativo = false;
    };
  }, [sub]);

  return useMemo<FonteResolvida>(() => {
    if (checkout) return { estado: 'pronta', fonte: fonteDoCheckout(checkout) };
    if (session.status === 'loading') return { estado: 'carregando' };
    if (sub && consultaId) {
      if (!canal) return { estado: 'carregando' };
      return { estado: 'pronta', fonte: fonteDaConta(consultaId, canal) };
    }
    return { estado: 'nenhuma' };
  }, [checkout, session.status, sub, consultaId, canal]);
}
