import { useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { botaoPrimario, campoClasse, Rotulo, Spinner } from '#web/components/form-controls.js';
import { textosConsentimento } from '#shared/consentimentos.js';
import { opcoesBebe, opcoesConsultaPara, opcoesFuma, opcoesSexo, rotulosIntake } from '#shared/schemas/consulta-chat.js';
import { campoTelefone } from '#web/lib/mascara-telefone.js';
import { ariaDoCampo } from '#web/lib/aria-campo.js';
import { imcDigitado, intakeCompleto, intakeResolver, intakeVazio, isMenor, type IntakeCampo, type IntakeValores } from '../intake.js';

function Campo({
  id,
  rotulo,
  obrigatorio = false,
  erro,
  children,
}: {
  id: string;
  rotulo: string;
  obrigatorio?: boolean;
  erro?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <Rotulo htmlFor={id} obrigatorio={obrigatorio}>
        {rotulo}
      </Rotulo>
      {children}
      {erro && (
        <p id={`${id}-erro`} className="mt-1 text-sm text-red-700">
          {erro}
        </p>
      )}
    </div>
  );
}

/**
 * The patient data form before the chat: name, age, sex (optional: the triage guard
 * reads it), weight, height (BMI shown with one decimal or 'Não calculado'), drinking, smoking, sport, for whom, the responsible adult of a
 * minor, and both consents (recorded by the server with a timestamp, CFM 2.314/2022 art. 15; the
 * terms' consent discloses the AI interview and the physician's review, CFM 2.454/2026). The button
 * stays disabled until every rule holds.
 */
export function IntakeForm({ enviando, aoEnviar }: { enviando: boolean; aoEnviar: (valores: IntakeValores) => void }) {
  const base = useId();
  const id = (campo: IntakeCampo) => `${base}-${campo}`;
  // A field's error shows once it has been left (or the form sent), then follows the typing. Fields
  // that stop applying (the minor's responsible adult, the other person's name) leave the values
  // when they leave the page, so they come back empty.
  const form = useForm<IntakeValores>({ resolver: intakeResolver, defaultValues: intakeVazio, mode: 'onTouched', shouldUnregister: true });
  const valores = { ...intakeVazio, ...useWatch({ control: form.control }) };
  const { errors } = form.formState;
  const menor = isMenor(valores.idade);
  const completo = intakeCompleto(valores);
  const imc = imcDigitado(valores.peso, valores.altura);

  const erroDe = (campo: IntakeCampo) => errors[campo]?.message;
  const props = (campo: IntakeCampo) => ({
    id: id(campo),
    ...form.register(campo),
    ...ariaDoCampo(erroDe(campo), `${id(campo)}-erro`),
    className: campoClasse(Boolean(erroDe(campo))),
  });
  const telefoneResponsavel = props('telefoneResponsavel');

  const enviar = form.handleSubmit((dados) => aoEnviar(dados));

  return (
    <form onSubmit={(event) => void enviar(event)} noValidate className="space-y-5" aria-labelledby={`${base}-titulo`}>
      <div>
        <h2 id={`${base}-titulo`} className="text-xl font-bold text-slate-900">
          Dados do Paciente
        </h2>
        <p className="mt-1 text-sm text-slate-600">Preencha os dados abaixo para o médico conhecer você antes da consulta.</p>
      </div>

      <fieldset className="space-y-4">
        <legend className="sr-only">Para quem é a consulta</legend>
        <Campo id={id('consultaPara')} rotulo="A consulta é para" obrigatorio>
          <select {...props('consultaPara')}>
            {opcoesConsultaPara.map((opcao) => (
              <option key={opcao} value={opcao}>
                {rotulosIntake.consultaPara[opcao]}
              </option>
            ))}
          </select>
        </Campo>
        {valores.consultaPara === 'outro' && (
          <Campo id={id('nomeOutraPessoa')} rotulo="Nome da pessoa que será atendida" obrigatorio erro={erroDe('nomeOutraPessoa')}>
            <input {...props('nomeOutraPessoa')} autoComplete="off" />
          </Campo>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Campo id={id('nome')} rotulo="Nome completo" obrigatorio erro={erroDe('nome')}>
            <input {...props('nome')} autoComplete="name" />
          </Campo>
        </div>
        <Campo id={id('idade')} rotulo="Idade (anos)" obrigatorio erro={erroDe('idade')}>
          <input {...props('idade')} type="number" inputMode="numeric" min={0} max={130} step={1} />
        </Campo>
        <Campo id={id('sexo')} rotulo="Sexo" erro={erroDe('sexo')}>
          <select {...props('sexo')}>
            <option value="">Prefiro não informar</option>
            {opcoesSexo.map((opcao) => (
              <option key={opcao} value={opcao}>
                {rotulosIntake.sexo[opcao]}
              </option>
            ))}
          </select>
        </Campo>
        <Campo id={id('peso')} rotulo="Peso (kg)" obrigatorio erro={erroDe('peso')}>
          <input {...props('peso')} type="number" inputMode="decimal" min={0.5} max={400} step={0.1} />
        </Campo>
        <Campo id={id('altura')} rotulo="Altura (cm)" obrigatorio erro={erroDe('altura')}>
          <input {...props('altura')} type="number" inputMode="numeric" min={30} max={250} step={1} />
        </Campo>
        <div className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
          <p className="text-sm font-medium text-slate-800">IMC</p>
          <p className="mt-1 text-lg font-semibold text-slate-900" aria-live="polite" data-testid="imc">
            {imc}
          </p>
        </div>
        <Campo id={id('bebe')} rotulo="Consome bebida alcoólica?" obrigatorio>
          <select {...props('bebe')}>
            {opcoesBebe.map((opcao) => (
              <option key={opcao} value={opcao}>
                {rotulosIntake.bebe[opcao]}
              </option>
            ))}
          </select>
        </Campo>
        <Campo id={id('fuma')} rotulo="Fuma?" obrigatorio>
          <select {...props('fuma')}>
            {opcoesFuma.map((opcao) => (
              <option key={opcao} value={opcao}>
                {rotulosIntake.fuma[opcao]}
              </option>
            ))}
          </select>
        </Campo>
        <Campo id={id('esporte')} rotulo="Pratica atividade física? Qual?" erro={erroDe('esporte')}>
          <input {...props('esporte')} />
        </Campo>
      </div>

      {menor && (
        <fieldset className="space-y-4 rounded-xl border border-amber-200 bg-amber-50/60 p-4">
          <legend className="px-1 text-sm font-semibold text-amber-950">Paciente menor de 18 anos: dados do responsável</legend>
          <Campo id={id('nomeResponsavel')} rotulo="Nome do responsável" obrigatorio erro={erroDe('nomeResponsavel')}>
            <input {...props('nomeResponsavel')} />
          </Campo>
          <div className="grid gap-4 sm:grid-cols-2">
            <Campo id={id('telefoneResponsavel')} rotulo="Telefone do responsável" obrigatorio erro={erroDe('telefoneResponsavel')}>
              <input {...campoTelefone(telefoneResponsavel)} autoComplete="tel" />
            </Campo>
            <Campo id={id('parentescoResponsavel')} rotulo="Parentesco" obrigatorio erro={erroDe('parentescoResponsavel')}>
              <input {...props('parentescoResponsavel')} placeholder="Mãe, pai, avó..." />
            </Campo>
          </div>
        </fieldset>
      )}

      <div className="space-y-3">
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 shrink-0 accent-marca-700"
            {...form.register('consentimentoDados')}
          />
          <span>{textosConsentimento.lgpd}</span>
        </label>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 shrink-0 accent-marca-700"
            {...form.register('consentimentoTermos')}
          />
          <span>{textosConsentimento.termos}</span>
        </label>
      </div>

      <button type="submit" className={`${botaoPrimario} w-full`} disabled={!completo || enviando}>
        {enviando ? (
          <>
            <Spinner /> Enviando...
          </>
        ) : (
          'Iniciar Consulta'
        )}
      </button>
    </form>
  );
}
