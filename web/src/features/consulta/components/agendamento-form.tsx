import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { AlertaErro, botaoPrimario, campoClasse, Rotulo, Spinner } from '../../../components/form-controls.js';
import { mensagens } from '../../../../../shared/messages.js';
import { medicos } from '../../../../../shared/medicos.js';
import { EMAIL_MAX_LENGTH, NOME_MAX_LENGTH } from '../../../../../shared/schemas/common.js';
import { TELEFONE_MAX_LENGTH } from '../../../../../shared/schemas/consultas.js';
import { mascararTelefone } from '../../../lib/mascara-telefone.js';
import { profissionais, tiposConsultaAgendamento, type TipoConsultaAgendamento } from '../profissionais.js';

const textos = mensagens.agendamento;
export const OBSERVACOES_MAX_LENGTH = 500;

export interface ValoresAgendamento {
  readonly nome: string;
  readonly email: string;
  readonly telefone: string;
  readonly tipo: TipoConsultaAgendamento | '';
  /** A doctor id (free mode) or a professional id (paid mode). */
  readonly profissional: string;
  readonly observacoes: string;
}

export interface AgendamentoFormProps {
  readonly modo: 'gratuito' | 'pago';
  readonly iniciais: ValoresAgendamento;
  readonly ocupado: boolean;
  readonly textoBotao: string;
  readonly textoOcupado: string;
  /** An error from outside the form (the server), shown in the same box. */
  readonly erroExterno?: { titulo?: string; mensagem: ReactNode };
  /** Field checks beyond "filled in", e.g. the API schema; returns the message to show. */
  readonly validarExtra?: (valores: ValoresAgendamento) => string | undefined;
  readonly aoEnviar: (valores: ValoresAgendamento) => void;
}

/** spec §5 scheduling rules, in the spec's order of messages. */
export function validarAgendamento(modo: 'gratuito' | 'pago', valores: ValoresAgendamento): string | undefined {
  if (!valores.nome.trim() || !valores.email.trim() || !valores.telefone.trim()) return textos.camposObrigatorios;
  if (modo === 'pago' && !valores.tipo) return textos.selecioneTipo;
  if (!valores.profissional) return textos.selecioneProfissional;
  return undefined;
}

/** The scheduling form of /agendar-consulta, in free or paid mode (spec §2). */
export function AgendamentoForm({ modo, iniciais, ocupado, textoBotao, textoOcupado, erroExterno, validarExtra, aoEnviar }: AgendamentoFormProps) {
  const id = useId();
  const [valores, setValores] = useState<ValoresAgendamento>(iniciais);
  const [erro, setErro] = useState<string>();
  const mudar = <K extends keyof ValoresAgendamento>(campo: K, valor: ValoresAgendamento[K]) =>
    setValores((atuais) => ({ ...atuais, [campo]: valor }));

  const enviar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ocupado) return;
    const mensagem = validarAgendamento(modo, valores) ?? validarExtra?.(valores);
    setErro(mensagem);
    if (!mensagem) aoEnviar(valores);
  };

  const alerta = erro ? { mensagem: erro } : erroExterno;

  return (
    <form noValidate onSubmit={enviar} className="space-y-5">
      <fieldset disabled={ocupado} className="space-y-4">
        <legend className="sr-only">Seus dados</legend>
        <div>
          <Rotulo htmlFor={`${id}-nome`} obrigatorio>
            Nome completo
          </Rotulo>
          <input id={`${id}-nome`} autoComplete="name" maxLength={NOME_MAX_LENGTH} value={valores.nome} onChange={(e) => mudar('nome', e.target.value)} placeholder="Seu nome completo" className={campoClasse()} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Rotulo htmlFor={`${id}-email`} obrigatorio>
              Email
            </Rotulo>
            <input id={`${id}-email`} type="email" inputMode="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} value={valores.email} onChange={(e) => mudar('email', e.target.value)} placeholder="seu@email.com" className={campoClasse()} />
          </div>
          <div>
            <Rotulo htmlFor={`${id}-telefone`} obrigatorio>
              Telefone
            </Rotulo>
            <input id={`${id}-telefone`} type="tel" inputMode="tel" autoComplete="tel-national" maxLength={TELEFONE_MAX_LENGTH} value={valores.telefone} onChange={(e) => mudar('telefone', mascararTelefone(e.target.value))} placeholder="(11) 98765-4321" className={campoClasse()} />
          </div>
        </div>

        {modo === 'pago' && (
          <div>
            <Rotulo htmlFor={`${id}-tipo`} obrigatorio>
              Tipo de consulta
            </Rotulo>
            <select id={`${id}-tipo`} value={valores.tipo} onChange={(e) => mudar('tipo', e.target.value as TipoConsultaAgendamento | '')} className={campoClasse()}>
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
            <select id={`${id}-profissional`} value={valores.profissional} onChange={(e) => mudar('profissional', e.target.value)} className={campoClasse()}>
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
                const marcado = valores.profissional === profissional.id;
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
                        name={`${id}-profissional`}
                        value={profissional.id}
                        checked={marcado}
                        onChange={() => mudar('profissional', profissional.id)}
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
            id={`${id}-observacoes`}
            rows={3}
            maxLength={OBSERVACOES_MAX_LENGTH}
            value={valores.observacoes}
            onChange={(e) => mudar('observacoes', e.target.value)}
            placeholder="Conte em poucas palavras o motivo da consulta"
            aria-describedby={`${id}-observacoes-dica`}
            className={campoClasse()}
          />
          <p id={`${id}-observacoes-dica`} className="mt-1 text-xs text-slate-600">
            Você poderá detalhar tudo no chat com o médico.
          </p>
        </div>
      </fieldset>

      {alerta && <AlertaErro titulo={alerta.titulo}>{alerta.mensagem}</AlertaErro>}

      <button type="submit" disabled={ocupado} className={`${botaoPrimario} w-full`}>
        {ocupado && <Spinner />}
        {ocupado ? textoOcupado : textoBotao}
      </button>
    </form>
  );
}
