import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { mensagensMedico, type CasoDetalhe, type RascunhoClinico } from '#shared/schemas/validacao.js';
import { botaoPrimario, botaoSecundario, Spinner } from '#web/components/form-controls.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';
import { notify } from '#web/components/toast.js';
import { liberarCaso, reservarCaso, useAcoesCaso, useCaso } from '../api/caso.js';
import { mensagemDoErro, statusDoErro } from '#web/lib/api-errors.js';
import { horaCurta } from '../caso-exibicao.js';
import { AlertasERetidos, Anexos, DadosPaciente, Registro, Transcricao } from '../components/caso-contexto.js';
import { RecusarDialog, ValidarDialog } from '../components/decisao-dialogs.js';
import { Aviso, Carregando } from '../components/estados.js';
import { useMedico } from '../components/medico-layout.js';
import { RascunhoCampos } from '../components/rascunho-form.js';
import { corpoRascunho, corpoRecusa, formularioDoRascunho, formularioVazio, rascunhoFormSchema, type RascunhoFormValues } from '../rascunho-formulario.js';

type Reserva = { estado: 'pendente' } | { estado: 'ok' } | { estado: 'erro'; mensagem: string };

/**
 * `/medico/casos/:consultaId`: opening the case claims it (docs/validacao-medica.md, "Claim"); a
 * case another physician holds sends the physician back to the queue.
 */
export function CasoPage() {
  const { consultaId = '' } = useParams();
  const { user } = useMedico();
  const navigate = useNavigate();
  const [reserva, setReserva] = useState<Reserva>({ estado: 'pendente' });
  const [tentativa, setTentativa] = useState(0);

  useEffect(() => {
    let ativo = true;
    setReserva({ estado: 'pendente' });
    reservarCaso(consultaId)
      .then(() => ativo && setReserva({ estado: 'ok' }))
      .catch((error: unknown) => {
        if (!ativo) return;
        if (statusDoErro(error) === 409) {
          notify.error(mensagensMedico.casoReservadoOutro);
          void navigate('/medico', { replace: true });
          return;
        }
        setReserva({ estado: 'erro', mensagem: mensagemDoErro(error) });
      });
    return () => {
      ativo = false;
    };
  }, [consultaId, navigate, tentativa]);

  const caso = useCaso(user.sub, consultaId, reserva.estado === 'ok');
  const metadados = <MetadadosPagina titulo="Revisão do caso" />;

  if (reserva.estado === 'erro' || caso.isError) {
    return (
      <>
        {metadados}
        <Aviso titulo="Não foi possível abrir o caso" tom="erro">
          <p>{reserva.estado === 'erro' ? reserva.mensagem : mensagemDoErro(caso.error)}</p>
          <div className="mt-5 flex justify-center gap-2">
            <Link to="/medico" className={`${botaoSecundario} py-2!`}>
              Voltar à fila
            </Link>
            <button type="button" className={`${botaoPrimario} py-2!`} onClick={() => (caso.isError ? void caso.refetch() : setTentativa((n) => n + 1))}>
              Tentar novamente
            </button>
          </div>
        </Aviso>
      </>
    );
  }
  if (reserva.estado === 'pendente' || !caso.data) return <>{metadados}<Carregando texto="Abrindo o caso…" /></>;
  return <>{metadados}<CasoRevisao key={consultaId} caso={caso.data} /></>;
}

function CasoRevisao({ caso }: { caso: CasoDetalhe }) {
  const { medico, user } = useMedico();
  const navigate = useNavigate();
  const acoes = useAcoesCaso(user.sub, caso.consultaId);
  const [confirmarValidacao, setConfirmarValidacao] = useState<RascunhoClinico>();
  const [recusando, setRecusando] = useState(false);
  // The form starts from the drafts once; later fetches of the case (after a save) must not reset it.
  const [valoresIniciais] = useState(() => (caso.rascunho ? formularioDoRascunho(caso.rascunho) : formularioVazio(caso.triagem)));
  const form = useForm<RascunhoFormValues>({ resolver: standardSchemaResolver(rascunhoFormSchema), defaultValues: valoresIniciais, mode: 'onBlur' });
  const decidido = caso.status !== 'aguardando';
  const ocupado = acoes.salvar.isPending || acoes.validar.isPending || acoes.recusar.isPending;

  /** 409 on an edit or a decision: the claim lapsed and another physician took the case, or it was decided. */
  const falhou = (error: unknown) => {
    notify.error(statusDoErro(error) === 409 ? 'Não foi possível concluir' : 'Erro ao enviar', mensagemDoErro(error));
    if (statusDoErro(error) === 409) void navigate('/medico');
  };

  const salvar = form.handleSubmit((valores) => {
    acoes.salvar.mutate(corpoRascunho(valores), {
      onSuccess: () => {
        form.reset(valores);
        notify.success('Rascunho salvo', 'Uma nova versão foi registrada no prontuário.');
      },
      onError: falhou,
    });
  });

  const pedirValidacao = form.handleSubmit((valores) => setConfirmarValidacao(corpoRascunho(valores).rascunho));

  const validar = () => {
    if (!confirmarValidacao) return;
    acoes.validar.mutate(
      { rascunho: confirmarValidacao },
      {
        onSuccess: () => {
          notify.success('Caso validado', 'A mensagem e os documentos foram enviados ao paciente.');
          void navigate('/medico');
        },
        onError: falhou,
      },
    );
  };

  const recusar = (valores: { orientacao: string }) => {
    acoes.recusar.mutate(corpoRecusa(valores), {
      onSuccess: () => {
        notify.success('Caso recusado', 'O paciente recebeu a sua orientação.');
        void navigate('/medico');
      },
      onError: falhou,
    });
  };

  const voltar = () => {
    if (form.formState.isDirty && !decidido && !window.confirm('Descartar as alterações não salvas deste caso?')) return;
    // Leaving without a decision gives the case back to the queue at once (else the claim lapses in 15 min).
    if (!decidido) void liberarCaso(caso.consultaId).catch(() => undefined);
    void navigate('/medico');
  };

  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-5 lg:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <button type="button" onClick={voltar} className="text-sm font-semibold text-marca-800 hover:underline focus-visible:outline-2 focus-visible:outline-marca-700">
            ← Voltar à fila
          </button>
          <h1 className="mt-1 text-2xl font-bold text-slate-900">Revisão do caso: {caso.nomePaciente}</h1>
          <p className="text-sm text-slate-600">
            {caso.medicoVirtual} · {caso.especialidade}
            {caso.aguardandoDesde && ` · consulta encerrada às ${horaCurta(caso.aguardandoDesde)}`}
            {caso.reserva?.propria && ` · reservado para você até ${horaCurta(caso.reserva.ate)}`}
          </p>
        </div>
      </div>

      {decidido && (
        <p role="status" className="mt-4 rounded-lg border border-slate-300 bg-slate-100 px-4 py-3 text-sm text-slate-800">
          Este caso já foi decidido ({caso.status === 'validada' ? 'validado' : caso.status === 'recusada' ? 'recusado' : 'em consulta'}); os rascunhos não podem mais ser editados.
        </p>
      )}

      <div className="mt-4 grid gap-5 xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="space-y-4 xl:sticky xl:top-[4.5rem] xl:max-h-[calc(100vh-5.5rem)] xl:self-start xl:overflow-y-auto xl:pr-1">
          <AlertasERetidos caso={caso} />
          <DadosPaciente caso={caso} />
          <Transcricao caso={caso} />
          <Anexos caso={caso} />
        </div>

        <section aria-labelledby="titulo-rascunhos" className="space-y-4">
          <div className="rounded-xl border border-violet-200 bg-violet-50 px-4 py-3">
            <h2 id="titulo-rascunhos" className="text-lg font-bold text-slate-900">
              Rascunhos da consulta
            </h2>
            <p className="mt-0.5 flex items-center gap-2 text-sm font-semibold text-violet-900">
              <span className="rounded bg-violet-700 px-1.5 py-0.5 text-xs text-white">IA</span>
              Gerado por IA — revise antes de validar
            </p>
            {!caso.rascunho && <p className="mt-1 text-sm text-slate-700">A IA não gerou rascunhos para este caso: escreva a nota e a mensagem.</p>}
          </div>

          <form noValidate onSubmit={(event) => void pedirValidacao(event)} aria-label="Rascunhos editáveis">
            <RascunhoCampos form={form} nivelMinimo={caso.triagem.nivel} desabilitado={decidido || ocupado} />

            <div className="sticky bottom-0 z-10 mt-4 flex flex-wrap items-center justify-end gap-2 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur">
              {form.formState.isDirty && !decidido && <span className="mr-auto text-sm text-slate-600">Alterações não salvas</span>}
              {Object.keys(form.formState.errors).length > 0 && (
                <span role="alert" className="mr-auto text-sm font-semibold text-red-700">
                  Corrija os campos destacados.
                </span>
              )}
              <button type="button" className={`${botaoSecundario} py-2!`} disabled={decidido || ocupado} onClick={() => void salvar()}>
                {acoes.salvar.isPending && <Spinner className="h-4 w-4 border-slate-300 border-t-slate-700" />}
                Salvar rascunho
              </button>
              <button
                type="button"
                disabled={decidido || ocupado}
                onClick={() => setRecusando(true)}
                className="inline-flex items-center justify-center gap-2 rounded-lg bg-white px-5 py-2 font-semibold text-red-800 shadow-sm ring-1 ring-red-300 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60"
              >
                Recusar
              </button>
              <button type="submit" className={`${botaoPrimario} py-2!`} disabled={decidido || ocupado}>
                Validar e enviar
              </button>
            </div>
          </form>

          <Registro caso={caso} />
        </section>
      </div>

      <ValidarDialog
        aberto={confirmarValidacao !== undefined}
        aoMudar={(aberto) => !aberto && setConfirmarValidacao(undefined)}
        rascunho={confirmarValidacao}
        medico={medico}
        nomePaciente={caso.nomePaciente}
        enviando={acoes.validar.isPending}
        aoConfirmar={validar}
      />
      <RecusarDialog aberto={recusando} aoMudar={setRecusando} enviando={acoes.recusar.isPending} aoConfirmar={recusar} />
    </div>
  );
}
