/**
 * Chat access (docs/regras-do-produto.md#chat-access-and-chat-tokens): validating → denied or granted. The token comes only from this
 * tab's session storage, where the secure link put it. A `?token=` in the address is never used (the
 * request that loaded the page already carried it to the edge's logs): it is taken off the address
 * and the page behaves as if it had not come (docs/arquitetura.md#chat-tokens).
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { mensagens } from '#shared/messages.js';
import { findMedico, isMedicoId, type Medico } from '#shared/medicos.js';
import type { TipoConsulta } from '#shared/schemas/consultas.js';
import { lerChatToken } from '#web/lib/chat-token-storage.js';
import { redeemChatToken, validateChatToken } from '../api/chat-token.js';

const textos = mensagens.acessoChat;

export interface AcessoConcedido {
  readonly token: string;
  readonly medico: Medico;
  readonly tipoConsulta: TipoConsulta;
  /** When the consultation's 30 minutes started, once the server has recorded the first use. */
  readonly utilizadaEm?: string;
}

export type AcessoChat =
  | { readonly estado: 'validando'; readonly medico?: Medico }
  | { readonly estado: 'negado'; readonly mensagem: string; readonly medico?: Medico }
  | ({ readonly estado: 'concedido' } & AcessoConcedido);

function medicoDaRota(medicoIdParam: string | undefined): Medico | undefined {
  if (!medicoIdParam || !/^\d+$/.test(medicoIdParam) || !isMedicoId(medicoIdParam)) return undefined;
  return findMedico(medicoIdParam);
}

export function useChatAccess(medicoIdParam: string | undefined): AcessoChat {
  const location = useLocation();
  const navigate = useNavigate();
  const medico = medicoDaRota(medicoIdParam);
  const [acesso, setAcesso] = useState<AcessoChat>({ estado: 'validando', medico });
  const validado = useRef<string>(undefined);
  const montado = useRef(false);

  useEffect(() => {
    montado.current = true;
    return () => {
      montado.current = false;
    };
  }, []);

  useEffect(() => {
    const busca = new URLSearchParams(location.search);
    if (!busca.has('token')) return;
    busca.delete('token');
    const semToken = busca.toString();
    // Replace, not push: the token must not stay in the history either.
    void navigate({ pathname: location.pathname, search: semToken ? `?${semToken}` : '', hash: location.hash }, { replace: true });
  }, [location.search, location.pathname, location.hash, navigate]);

  useEffect(() => {
    if (!medico) {
      setAcesso({ estado: 'negado', mensagem: textos.linkInvalido });
      return;
    }
    const token = lerChatToken(medico.id);
    if (!token) {
      setAcesso({ estado: 'negado', mensagem: textos.tokenObrigatorio, medico });
      return;
    }
    const chave = `${medico.id}:${token}`;
    // One validation per token and doctor, also under StrictMode's double effects (rate limited).
    if (validado.current === chave) return;
    validado.current = chave;
    setAcesso({ estado: 'validando', medico });

    void (async () => {
      try {
        const resposta = await validateChatToken(token, medico.id);
        if (!montado.current) return;
        if (!resposta.valid || !resposta.consulta) {
          setAcesso({ estado: 'negado', mensagem: resposta.error ?? textos.tokenInvalido, medico });
          return;
        }
        if (resposta.consulta.medico_id !== medico.id) {
          setAcesso({ estado: 'negado', mensagem: textos.tokenOutroMedico, medico });
          return;
        }
        const tipoConsulta = resposta.consulta.tipo_consulta;
        setAcesso({ estado: 'concedido', token, medico, tipoConsulta });
        try {
          const { utilizadaEm } = await redeemChatToken(token);
          if (montado.current) setAcesso({ estado: 'concedido', token, medico, tipoConsulta, utilizadaEm });
        } catch {
          // docs/regras-do-produto.md#chat-access-and-chat-tokens: a failure to mark the consultation as used does not block the chat.
          console.warn('Não foi possível registrar o início da consulta.');
        }
      } catch {
        if (montado.current) setAcesso({ estado: 'negado', mensagem: textos.erroValidacao, medico });
      }
    })();
  }, [medico]);

  return acesso;
}
