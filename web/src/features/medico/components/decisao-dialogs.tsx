import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForm } from 'react-hook-form';
import { rotulosTriagem, type MedicoValidador, type RascunhoClinico } from '#shared/schemas/validacao.js';
import { botaoPrimario, botaoSecundario, Spinner } from '#web/components/form-controls.js';
import { Modal } from '#web/components/modal.js';
import { limites, recusaFormSchema, type RecusaFormValues } from '../rascunho-formulario.js';
import { CampoTexto } from './campos.js';
import { crmDe } from './medico-layout.js';

/** "Validar e enviar": what goes to the patient, signed with the physician's name and CRM. */
export function ValidarDialog({
  aberto,
  aoMudar,
  rascunho,
  medico,
  nomePaciente,
  enviando,
  aoConfirmar,
}: {
  aberto: boolean;
  aoMudar: (aberto: boolean) => void;
  rascunho: RascunhoClinico | undefined;
  medico: MedicoValidador;
  nomePaciente: string;
  enviando: boolean;
  aoConfirmar: () => void;
}) {
  const medicamentos = rascunho?.receita.medicamentos ?? [];
  return (
    <Modal
      aberto={aberto}
      aoMudar={aoMudar}
      titulo="Validar e enviar ao paciente?"
      largura="max-w-lg"
      descricao={
        <>
          {medicamentos.length > 0 ? 'A receita e a mensagem' : 'A mensagem'} serão enviadas a <strong>{nomePaciente}</strong> assinadas com seu nome e registro:{' '}
          <strong>
            {medico.nome}, {crmDe(medico)}
          </strong>
          . Esta decisão não pode ser desfeita.
        </>
      }
    >
      {rascunho && (
        <div className="space-y-3 text-sm text-slate-800">
          <p>
            <span className="font-semibold">Triagem:</span> {rotulosTriagem[rascunho.triagem.nivel]}
          </p>
          <div>
            <p className="font-semibold">Receita</p>
            {medicamentos.length === 0 ? (
              <p className="text-slate-600">Nenhum medicamento: nenhuma receita será emitida.</p>
            ) : (
              <ul className="list-disc pl-5">
                {medicamentos.map((medicamento, index) => (
                  <li key={index}>{[medicamento.nome, medicamento.dose, medicamento.via, medicamento.posologia, medicamento.duracao].filter(Boolean).join(' · ')}</li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <p className="font-semibold">Mensagem ao paciente</p>
            <p className="line-clamp-4 whitespace-pre-wrap text-slate-700">{rascunho.mensagemPaciente}</p>
          </div>
        </div>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className={`${botaoSecundario} py-2!`} onClick={() => aoMudar(false)} disabled={enviando}>
          Cancelar
        </button>
        <button type="button" className={`${botaoPrimario} py-2!`} onClick={aoConfirmar} disabled={enviando}>
          {enviando && <Spinner />}
          Confirmar e enviar
        </button>
      </div>
    </Modal>
  );
}

/** "Recusar": no prescription is issued; the patient receives the physician's orientation. */
export function RecusarDialog({
  aberto,
  aoMudar,
  enviando,
  aoConfirmar,
}: {
  aberto: boolean;
  aoMudar: (aberto: boolean) => void;
  enviando: boolean;
  aoConfirmar: (valores: RecusaFormValues) => void;
}) {
  const form = useForm<RecusaFormValues>({ resolver: standardSchemaResolver(recusaFormSchema), defaultValues: { orientacao: '' } });
  return (
    <Modal
      aberto={aberto}
      aoMudar={aoMudar}
      titulo="Recusar o caso"
      largura="max-w-lg"
      descricao="Nenhuma receita será emitida. O paciente recebe a sua orientação por escrito."
    >
      <form noValidate onSubmit={(event) => void form.handleSubmit(aoConfirmar)(event)} className="space-y-4">
        <CampoTexto
          id="recusa-orientacao"
          rotulo={
            <>
              Orientação ao paciente{' '}
              <span className="text-red-700" aria-hidden="true">
                *
              </span>
            </>
          }
          placeholder="Procure avaliação presencial em uma unidade de saúde…"
          rows={5}
          maxLength={limites.orientacaoRecusa}
          aria-required="true"
          erro={form.formState.errors.orientacao?.message}
          disabled={enviando}
          {...form.register('orientacao')}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={`${botaoSecundario} py-2!`} onClick={() => aoMudar(false)} disabled={enviando}>
            Cancelar
          </button>
          <button
            type="submit"
            disabled={enviando}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-2 font-semibold text-white shadow-sm hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60"
          >
            {enviando && <Spinner />}
            Recusar e enviar orientação
          </button>
        </div>
      </form>
    </Modal>
  );
}
