import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { pagamentoTempos } from '#shared/constants.js';
import { PRECO_CONSULTA_FORMATADO } from '#shared/format.js';
import { mensagens } from '#shared/messages.js';
import type { Medico } from '#shared/medicos.js';
import { EMAIL_MAX_LENGTH, NOME_MAX_LENGTH } from '#shared/schemas/common.js';
import { pagamentoRequestSchema, type PagamentoRequest, type PagamentoRequestInput } from '#shared/schemas/pagamentos.js';
import { caminhoAguardando, createPagamento } from '../lib/criar-pagamento.js';
import { ariaDoCampo } from '../lib/aria-campo.js';
import { campoCpf } from '../lib/campo-cpf.js';
import { mensagemDoFormulario } from '../lib/mensagem-do-formulario.js';
import { AlertaErro, botaoPrimario, campoClasse, Rotulo, Spinner } from './form-controls.js';
import { BarcodeIcon, CreditCardIcon, LockIcon, QrCodeIcon } from './icons.js';
import { notify } from './toast.js';

const textos = mensagens.cadastroPagamento;

type CampoCadastro = keyof PagamentoRequestInput;

/** spec §5 order: every field filled, a doctor chosen, then each field's own check (CPF digits included). */
const ordemDosCampos: readonly CampoCadastro[] = ['nomeCompleto', 'email', 'cpfCnpj', 'medicoId'];
const prioridades = [textos.camposObrigatorios, textos.medicoNaoSelecionado];
const checarPedido = standardSchemaResolver(pagamentoRequestSchema);

/**
 * The API's own schema on the typed fields plus the page's doctor (a value without a field): the body
 * sent is the one checked. No doctor is left for the schema to refuse, with the spec's message.
 */
const resolverDoCadastro =
  (medicoId: number | undefined): Resolver<PagamentoRequestInput, unknown, PagamentoRequest> =>
  (valores, contexto, opcoes) =>
    checarPedido({ ...valores, medicoId: medicoId as number }, contexto, opcoes);

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
 * the methods; creates the Asaas payment and goes to the waiting screen by a full-page load. One box
 * shows the first message in the spec's order; the fields it concerns are marked invalid.
 */
export function CadastroPagamentoForm({ medico, nomeInicial = '', emailInicial = '', valorTexto = PRECO_CONSULTA_FORMATADO, valorDetalhe }: CadastroPagamentoFormProps) {
  const id = useId();
  const form = useForm<PagamentoRequestInput, unknown, PagamentoRequest>({
    resolver: resolverDoCadastro(medico?.id),
    defaultValues: { nomeCompleto: nomeInicial, email: emailInicial, cpfCnpj: '' },
    // The box, not the first field in the DOM, says what to fix: focus goes to the field it names.
    shouldFocusError: false,
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  // Busy while the payment is created, and for good once it is: the page is about to change.
  const ocupado = isSubmitting || isSubmitSuccessful;
  const erroId = `${id}-erro`;
  const validacao = mensagemDoFormulario(errors, ordemDosCampos, prioridades);
  const erro = validacao?.mensagem ?? errors.root?.servidor?.message;

  const enviar = form.handleSubmit(
    async (pedido) => {
      if (!medico) return;
      let criado: Awaited<ReturnType<typeof createPagamento>>;
      try {
        criado = await createPagamento(pedido, medico);
      } catch (error) {
        const mensagem = error instanceof Error && error.message ? error.message : textos.erroDados;
        form.setError('root.servidor', { message: mensagem });
        notify.error(textos.tituloErro, mensagem);
        return;
      }
      notify.success(textos.pagamentoCriado.titulo, textos.pagamentoCriado.descricao);
      // A full page load: the waiting screen starts clean, at its shareable address.
      window.setTimeout(() => window.location.assign(caminhoAguardando(criado.consultaId)), pagamentoTempos.pagamentoCriadoRedirecionarMs);
    },
    (falhas) => {
      const primeira = mensagemDoFormulario(falhas, ordemDosCampos, prioridades);
      if (!primeira) return;
      notify.error(textos.tituloErro, primeira.mensagem);
      if (primeira.campo !== 'medicoId') form.setFocus(primeira.campo);
    },
  );

  // Every field in error points at the one box that explains what to fix.
  const aria = (campo: CampoCadastro, ...dicas: string[]) => ({
    ...ariaDoCampo(errors[campo]?.message, erroId, ...dicas),
    className: campoClasse(Boolean(errors[campo])),
  });
  const cpf = form.register('cpfCnpj');

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
            {...form.register('nomeCompleto')}
            {...aria('nomeCompleto')}
            autoComplete="name"
            maxLength={NOME_MAX_LENGTH}
            placeholder="Seu nome completo"
          />
        </div>
        <div>
          <Rotulo htmlFor={`${id}-email`} obrigatorio>
            Email
          </Rotulo>
          <input
            id={`${id}-email`}
            {...form.register('email')}
            {...aria('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={EMAIL_MAX_LENGTH}
            placeholder="seu@email.com"
          />
        </div>
        <div>
          <Rotulo htmlFor={`${id}-cpf`} obrigatorio>
            CPF
          </Rotulo>
          <input
            id={`${id}-cpf`}
            {...campoCpf(cpf)}
            {...aria('cpfCnpj', `${id}-cpf-dica`)}
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
