import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useEffect, useId, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { CampoCodigo } from '#web/components/campo-codigo.js';
import { AlertaErro, botaoPrimario, botaoSecundario, campoClasse, Rotulo, Spinner } from '#web/components/form-controls.js';
import { mensagens } from '#shared/messages.js';
import { medicos } from '#shared/medicos.js';
import { agendamentoGratuitoComCodigoSchema, agendamentoGratuitoSchema, agendamentoPagoSchema, OBSERVACOES_MAX_LENGTH } from '#shared/schemas/agendamento.js';
import { EMAIL_MAX_LENGTH, NOME_MAX_LENGTH } from '#shared/schemas/common.js';
import { TELEFONE_MAX_LENGTH } from '#shared/schemas/consultas.js';
import { ariaDoCampo } from '#web/lib/aria-campo.js';
import { campoCpf } from '#web/lib/campo-cpf.js';
import { campoTelefone } from '#web/lib/mascara-telefone.js';
import { mensagemDoFormulario } from '#web/lib/mensagem-do-formulario.js';
import { profissionais, tiposConsultaAgendamento, type TipoConsultaAgendamento } from '../profissionais.js';

const textos = mensagens.agendamento;
const textosCodigo = mensagens.consultaGratuita;

export interface ValoresAgendamento {
  readonly nome: string;
  readonly email: string;
  readonly telefone: string;
  /** Free mode only: the CPF as typed (masked). */
  readonly cpf: string;
  /** Free mode only, once the code was sent: the six digits received by e-mail. */
  readonly codigoEmail: string;
  readonly tipo: TipoConsultaAgendamento | '';
  /** A doctor id (free mode) or a professional id (paid mode). */
  readonly profissional: string;
  readonly observacoes: string;
}

type CampoAgendamento = keyof ValoresAgendamento;

/** spec §5 scheduling rules: the box shows these first, in this order, then each field's own check. */
const prioridades = [textos.camposObrigatorios, textos.selecioneTipo, textos.selecioneProfissional];
// The code has its own message next to its field, so the box leaves it out.
const ordemDosCampos: readonly CampoAgendamento[] = ['nome', 'email', 'telefone', 'cpf', 'tipo', 'profissional', 'observacoes'];
// The values go on as typed (the free consultation's API and the payment dialog check them again),
// so every resolver hands back the form's own values; the schemas type a select's '' as string.
const resolvers = {
  gratuito: standardSchemaResolver(agendamentoGratuitoSchema, undefined, { raw: true }),
  gratuitoComCodigo: standardSchemaResolver(agendamentoGratuitoComCodigoSchema, undefined, { raw: true }),
  pago: standardSchemaResolver(agendamentoPagoSchema, undefined, { raw: true }),
} as unknown as Record<'gratuito' | 'gratuitoComCodigo' | 'pago', Resolver<ValoresAgendamento>>;

interface ContextoResolver {
  readonly modo: AgendamentoFormProps['modo'];
  readonly comCodigo: boolean;
}

/** The free mode asks for the code only once it was sent to the address in the form. */
const resolver: Resolver<ValoresAgendamento, ContextoResolver> = (valores, contexto, opcoes) => {
  const chave = contexto?.modo === 'pago' ? 'pago' : contexto?.comCodigo ? 'gratuitoComCodigo' : 'gratuito';
  return resolvers[chave](valores, contexto, opcoes);
};

/** The address as the server keeps it, to tell whether the visitor changed it after the code went out. */
const emailComparavel = (email: string) => email.trim().toLowerCase();

/** Free mode: the one-time code was sent to `email` (the address typed then); `aviso` says where, masked. */
export interface EtapaCodigo {
  readonly email: string;
  readonly aviso: string;
}

export interface AgendamentoFormProps {
  readonly modo: 'gratuito' | 'pago';
  readonly iniciais: ValoresAgendamento;
  readonly ocupado: boolean;
  readonly textoBotao: string;
  readonly textoOcupado: string;
  /** An error from outside the form (the server), shown in the same box. */
  readonly erroExterno?: { titulo?: string; mensagem: ReactNode };
  readonly aoEnviar: (valores: ValoresAgendamento) => void;
  /**
   * Free mode: the e-mail proof. Before the code is sent the submit button sends it (`aoEnviar`
   * gets the values without a code); once sent, the code field and "Reenviar código" appear and the
   * submit creates the consultation with the code.
   */
  readonly etapaCodigo?: EtapaCodigo;
  readonly aoReenviarCodigo?: (email: string) => void;
  /** The e-mail was changed after the code went out: the code proves the old address only. */
  readonly aoTrocarEmail?: () => void;
}

/**
 * The scheduling form of /agendar-consulta, in free or paid mode (spec §2). One box shows the first
 * message in the spec's order and focus goes to the field it names; after a first attempt the box
 * follows the typing.
 */
export function AgendamentoForm({
  modo,
  iniciais,
  ocupado,
  textoBotao,
  textoOcupado,
  erroExterno,
  aoEnviar,
  etapaCodigo,
  aoReenviarCodigo,
  aoTrocarEmail,
}: AgendamentoFormProps) {
  const id = useId();
  const form = useForm<ValoresAgendamento, ContextoResolver>({
    resolver,
    context: { modo, comCodigo: etapaCodigo !== undefined },
    defaultValues: iniciais,
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const escolhido = useWatch({ control: form.control, name: 'profissional' });
  const emailDigitado = useWatch({ control: form.control, name: 'email' });
  const trocouEmail = etapaCodigo !== undefined && emailComparavel(emailDigitado) !== etapaCodigo.email;

  useEffect(() => {
    if (trocouEmail) aoTrocarEmail?.();
  }, [trocouEmail, aoTrocarEmail]);

  // A new code (sent or sent again) starts with an empty field, and the typing goes there.
  useEffect(() => {
    form.resetField('codigoEmail');
    if (etapaCodigo) form.setFocus('codigoEmail');
  }, [etapaCodigo, form]);
  const erro = mensagemDoFormulario(errors, ordemDosCampos, prioridades);
  const alerta = erro ? { mensagem: erro.mensagem } : erroExterno;
  const erroId = `${id}-erro`;

  const enviar = form.handleSubmit(
    (valores) => {
      if (!ocupado) aoEnviar(valores);
    },
    (falhas) => {
      const primeira = mensagemDoFormulario(falhas, ordemDosCampos, prioridades);
      if (primeira) form.setFocus(primeira.campo);
    },
  );

  // Every field in error points at the one box that explains what to fix.
  const propsCampo = (campo: CampoAgendamento, ...dicas: string[]) => ({
    id: `${id}-${campo}`,
    ...form.register(campo),
    ...ariaDoCampo(errors[campo]?.message, erroId, ...dicas),
    className: campoClasse(Boolean(errors[campo])),
  });
  const telefone = propsCampo('telefone');
  const cpf = propsCampo('cpf', `${id}-cpf-dica`);

  return (
    <form noValidate onSubmit={(event) => void enviar(event)} className="space-y-5">
      <fieldset disabled={ocupado} className="space-y-4">
        <legend className="sr-only">Seus dados</legend>
        <div>
          <Rotulo htmlFor={`${id}-nome`} obrigatorio>
            Nome completo
          </Rotulo>
          <input {...propsCampo('nome')} autoComplete="name" maxLength={NOME_MAX_LENGTH} placeholder="Seu nome completo" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Rotulo htmlFor={`${id}-email`} obrigatorio>
              Email
            </Rotulo>
            <input {...propsCampo('email')} type="email" inputMode="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} placeholder="seu@email.com" />
          </div>
          <div>
            <Rotulo htmlFor={`${id}-telefone`} obrigatorio>
              Telefone
            </Rotulo>
            <input {...campoTelefone(telefone)} autoComplete="tel-national" maxLength={TELEFONE_MAX_LENGTH} />
          </div>
        </div>

        {modo === 'gratuito' && (
          <div>
            <Rotulo htmlFor={`${id}-cpf`} obrigatorio>
              CPF
            </Rotulo>
            <input {...campoCpf(cpf)} />
            <p id={`${id}-cpf-dica`} className="mt-1 text-xs text-slate-600">
              {textosCodigo.cpfObrigatorio}
            </p>
          </div>
        )}

        {modo === 'pago' && (
          <div>
            <Rotulo htmlFor={`${id}-tipo`} obrigatorio>
              Tipo de consulta
            </Rotulo>
            <select {...propsCampo('tipo')}>
              <option value="">Selecione o tipo de consulta</option>
              {tiposConsultaAgendamento.map((tipo) => (
                <option key={tipo.id} value={tipo.id}>
                  {tipo.rotulo} — {tipo.precoTexto}
                </option>
              ))}
            </select>
          </div>
        )}

        {modo === 'gratuito' ? (
          <div>
            <Rotulo htmlFor={`${id}-profissional`} obrigatorio>
              Profissional
            </Rotulo>
            <select {...propsCampo('profissional')}>
              <option value="">Selecione um profissional</option>
              {medicos.map((medico) => (
                <option key={medico.id} value={String(medico.id)} disabled={!medico.disponivel}>
                  {medico.nome} — {medico.especialidade}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <fieldset>
            <legend className="block text-sm font-medium text-slate-800">
              Profissional
              <span className="text-red-700" aria-hidden="true">
                {' '}
                *
              </span>
            </legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-3">
              {profissionais.map((profissional) => {
                const marcado = escolhido === profissional.id;
                return (
                  <label
                    key={profissional.id}
                    className={`flex cursor-pointer flex-col gap-1 rounded-xl p-3 ring-1 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-marca-700 ${
                      marcado ? 'bg-marca-50 ring-2 ring-marca-600' : 'bg-white ring-slate-300 hover:bg-slate-50'
                    }`}
                  >
                    <span className="flex items-center gap-2">
                      <input
                        type="radio"
                        {...form.register('profissional')}
                        {...ariaDoCampo(errors.profissional?.message, erroId)}
                        value={profissional.id}
                        className="h-4 w-4 accent-marca-700"
                      />
                      <span className="font-semibold text-slate-900">{profissional.area}</span>
                    </span>
                    <span className="text-sm text-slate-700">{profissional.medico.nome}</span>
                    <span className="text-xs text-slate-600">{profissional.descricao}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        )}

        <div>
          <Rotulo htmlFor={`${id}-observacoes`}>Observações</Rotulo>
          <textarea
            {...propsCampo('observacoes', `${id}-observacoes-dica`)}
            rows={3}
            maxLength={OBSERVACOES_MAX_LENGTH}
            placeholder="Conte em poucas palavras o motivo da consulta"
          />
          <p id={`${id}-observacoes-dica`} className="mt-1 text-xs text-slate-600">
            Você poderá detalhar tudo no chat com o médico.
          </p>
        </div>
        {modo === 'gratuito' && (
          <div className="rounded-xl bg-marca-50 p-4 ring-1 ring-marca-600/20">
            {etapaCodigo && !trocouEmail ? (
              <>
                <p role="status" className="text-sm font-medium text-marca-900">
                  {etapaCodigo.aviso}
                </p>
                <CampoCodigo registro={form.register('codigoEmail')} erro={errors.codigoEmail?.message} />
                <button
                  type="button"
                  className={`${botaoSecundario} mt-3 w-full sm:w-auto`}
                  onClick={() => aoReenviarCodigo?.(form.getValues('email'))}
                >
                  {textosCodigo.reenviarCodigo}
                </button>
              </>
            ) : (
              <p className="text-sm text-slate-700">{textosCodigo.explicacao}</p>
            )}
          </div>
        )}
      </fieldset>

      {alerta && (
        <AlertaErro id={erroId} titulo={alerta.titulo}>
          {alerta.mensagem}
        </AlertaErro>
      )}

      <button type="submit" disabled={ocupado} className={`${botaoPrimario} w-full`}>
        {ocupado && <Spinner />}
        {ocupado ? textoOcupado : textoBotao}
      </button>
    </form>
  );
}
