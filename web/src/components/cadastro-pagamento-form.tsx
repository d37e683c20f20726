import { useId, useState, type FormEvent } from 'react';
import { contaRegras, pagamentoTempos } from '../../../shared/constants.js';
import { maskCpf } from '../../../shared/cpf.js';
import { PRECO_CONSULTA_FORMATADO } from '../../../shared/format.js';
import { mensagens } from '../../../shared/messages.js';
import type { Medico } from '../../../shared/medicos.js';
import { EMAIL_MAX_LENGTH, NOME_MAX_LENGTH } from '../../../shared/schemas/common.js';
import { criarPagamento, validarCadastroPagamento } from '../lib/criar-pagamento.js';
import { AlertaErro, botaoPrimario, campoClasse, Rotulo, Spinner } from './form-controls.js';
import { BarcodeIcon, CreditCardIcon, LockIcon, QrCodeIcon } from './icons.js';
import { notify } from './toast.js';

const textos = mensagens.cadastroPagamento;

export interface CadastroPagamentoFormProps {
  readonly medico?: Pick<Medico, 'id' | 'nome' | 'especialidade'>;
  readonly nomeInicial?: string;
  readonly emailInicial?: string;
  /** The amount shown above the button (spec: R$ 19,90). */
  readonly valorTexto?: string;
  /** A line under the amount, e.g. the consultation type. */
  readonly valorDetalhe?: string;
}

/**
 * Registration for payment (spec §2 /cadastro-pagamento, §5, §8): name, e-mail and CPF, the fee and
 * the methods; creates the Asaas payment and goes to the waiting screen by a full-page load.
 */
export function CadastroPagamentoForm({ medico, nomeInicial = '', emailInicial = '', valorTexto = PRECO_CONSULTA_FORMATADO, valorDetalhe }: CadastroPagamentoFormProps) {
  const id = useId();
  const [nomeCompleto, setNomeCompleto] = useState(nomeInicial);
  const [email, setEmail] = useState(emailInicial);
  const [cpf, setCpf] = useState('');
  const [erro, setErro] = useState<string>();
  const [estado, setEstado] = useState<'editando' | 'processando' | 'redirecionando'>('editando');
  const ocupado = estado !== 'editando';
  const erroId = `${id}-erro`;

  const falhar = (mensagem: string) => {
    setErro(mensagem);
    setEstado('editando');
    notify.error(textos.tituloErro, mensagem);
  };

  const enviar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ocupado) return;
    const validacao = validarCadastroPagamento({ nomeCompleto, email, cpf }, medico);
    if (!validacao.ok || !medico) {
      falhar(validacao.ok ? textos.medicoNaoSelecionado : validacao.mensagem);
      return;
    }
    setErro(undefined);
    setEstado('processando');
    try {
      await criarPagamento(validacao.data, medico);
    } catch (error) {
      falhar(error instanceof Error && error.message ? error.message : textos.erroDados);
      return;
    }
    setEstado('redirecionando');
    notify.success(textos.pagamentoCriado.titulo, textos.pagamentoCriado.descricao);
    // A full page load: the waiting screen starts clean and opens the payment tab itself.
    window.setTimeout(() => window.location.assign('/aguardando-pagamento'), pagamentoTempos.pagamentoCriadoRedirecionarMs);
  };

  return (
    <form noValidate onSubmit={(event) => void enviar(event)} aria-describedby={erro ? erroId : undefined} className="space-y-5">
      <fieldset disabled={ocupado} className="space-y-4">
        <legend className="sr-only">Seus dados</legend>
        <div>
          <Rotulo htmlFor={`${id}-nome`} obrigatorio>
            Nome Completo
          </Rotulo>
          <input
            id={`${id}-nome`}
            name="nomeCompleto"
            autoComplete="name"
            maxLength={NOME_MAX_LENGTH}
            value={nomeCompleto}
            onChange={(event) => setNomeCompleto(event.target.value)}
            placeholder="Seu nome completo"
            className={campoClasse()}
          />
        </div>
        <div>
          <Rotulo htmlFor={`${id}-email`} obrigatorio>
            Email
          </Rotulo>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={EMAIL_MAX_LENGTH}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="seu@email.com"
            className={campoClasse()}
          />
        </div>
        <div>
          <Rotulo htmlFor={`${id}-cpf`} obrigatorio>
            CPF
          </Rotulo>
          <input
            id={`${id}-cpf`}
            name="cpf"
            inputMode="numeric"
            autoComplete="off"
            maxLength={contaRegras.cpfMascaraTamanho}
            value={cpf}
            onChange={(event) => setCpf(maskCpf(event.target.value))}
            placeholder="000.000.000-00"
            aria-describedby={`${id}-cpf-dica`}
            className={campoClasse()}
          />
          <p id={`${id}-cpf-dica`} className="mt-1 text-xs text-slate-600">
            Usado apenas para emitir a cobrança na plataforma de pagamento.
          </p>
        </div>
      </fieldset>

      <div className="rounded-xl bg-marca-50 p-4 ring-1 ring-marca-600/20">
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-sm font-medium text-slate-700">Valor da consulta</p>
          <p className="text-2xl font-extrabold text-slate-900">{valorTexto}</p>
        </div>
        {valorDetalhe && <p className="mt-0.5 text-right text-xs text-slate-600">{valorDetalhe}</p>}
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1 text-marca-800" aria-hidden="true">
            <QrCodeIcon className="h-4 w-4" />
            <BarcodeIcon className="h-4 w-4" />
            <CreditCardIcon className="h-4 w-4" />
          </span>
          Pagamento via PIX, Boleto ou Cartão de Crédito
        </p>
      </div>

      {erro && (
        <AlertaErro id={erroId} titulo={textos.tituloErro}>
          {erro}
        </AlertaErro>
      )}

      <button type="submit" disabled={ocupado} className={`${botaoPrimario} w-full`}>
        {ocupado && <Spinner />}
        {ocupado ? 'Processando...' : 'Continuar para Pagamento'}
      </button>
      <p className="flex items-start justify-center gap-1.5 text-center text-xs text-slate-600">
        <LockIcon className="mt-px h-3.5 w-3.5 shrink-0" />
        Você será redirecionado para a plataforma de pagamento segura do Asaas.
      </p>
    </form>
  );
}
