/** What the physician reads before deciding: intake, red flags, held-back content, transcript, attachments, record. */
import type { ReactNode } from 'react';
import type { CasoDetalhe } from '#shared/schemas/validacao.js';
import { camposDoPaciente, dataHora, horaCurta, rotuloVersao } from '../caso-exibicao.js';
import { NivelBadge } from './nivel-badge.js';

function Bloco({ id, titulo, children, className = '' }: { id: string; titulo: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={`rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 ${className}`}>
      <h2 id={id} className="text-base font-bold text-slate-900">
        {titulo}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

export function DadosPaciente({ caso }: { caso: CasoDetalhe }) {
  const campos = camposDoPaciente(caso.dadosPaciente);
  return (
    <Bloco id="bloco-paciente" titulo="Paciente">
      <div className="flex flex-wrap items-center gap-2">
        <NivelBadge nivel={caso.triagem.nivel} />
        <span className="text-sm text-slate-600">
          {caso.medicoVirtual} · {caso.especialidade}
        </span>
      </div>
      {caso.triagem.motivos.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
          {caso.triagem.motivos.map((motivo, index) => (
            <li key={index}>{motivo}</li>
          ))}
        </ul>
      )}
      {campos.length > 0 ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {campos.map((campo) => (
            <div key={campo.rotulo} className="contents">
              <dt className="font-medium text-slate-600">{campo.rotulo}</dt>
              <dd className="text-slate-900">{campo.valor}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{caso.nomePaciente}</p>
      )}
    </Bloco>
  );
}

/** Red flags the guard raised (prominent) and what was held back from the AI's answers. */
export function AlertasERetidos({ caso }: { caso: CasoDetalhe }) {
  return (
    <>
      {caso.sinaisAlerta.length > 0 && (
        <section aria-labelledby="bloco-alertas" className="rounded-xl border-2 border-red-300 bg-red-50 p-4">
          <h2 id="bloco-alertas" className="flex items-center gap-2 text-base font-bold text-red-900">
            <span aria-hidden="true" className="flex h-6 w-6 items-center justify-center rounded-full bg-red-700 text-sm text-white">
              !
            </span>
            Sinais de alerta durante a consulta
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-sm font-medium text-red-900">
            {caso.sinaisAlerta.map((sinal, index) => (
              <li key={index}>{sinal}</li>
            ))}
          </ul>
        </section>
      )}
      {caso.conteudoRetido.length > 0 && (
        <Bloco id="bloco-retido" titulo="Conteúdo retido das respostas da IA" className="ring-amber-300">
          <p className="text-xs text-slate-600">Trechos com diagnóstico, prognóstico ou tratamento que o paciente não viu (CFM 2.454/2026).</p>
          <ul className="mt-2 space-y-1.5 text-sm text-slate-800">
            {caso.conteudoRetido.map((trecho, index) => (
              <li key={index} className="rounded-md border-l-4 border-amber-400 bg-amber-50 px-3 py-1.5">
                {trecho}
              </li>
            ))}
          </ul>
        </Bloco>
      )}
    </>
  );
}

export function Transcricao({ caso }: { caso: CasoDetalhe }) {
  return (
    <Bloco id="bloco-transcricao" titulo="Transcrição da consulta">
      {caso.mensagens.length === 0 ? (
        <p className="text-sm text-slate-600">Sem mensagens.</p>
      ) : (
        <ol className="max-h-[32rem] space-y-2 overflow-y-auto pr-1" tabIndex={0} aria-label="Mensagens da consulta">
          {caso.mensagens.map((mensagem, index) => {
            const paciente = mensagem.autor === 'paciente';
            return (
              <li key={index} className={`flex ${paciente ? 'justify-end' : 'justify-start'}`}>
                <article
                  aria-label={paciente ? 'Mensagem do paciente' : 'Mensagem do médico virtual (IA)'}
                  className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${paciente ? 'rounded-br-sm bg-slate-800 text-white' : 'rounded-bl-sm bg-marca-50 text-slate-900 ring-1 ring-marca-100'}`}
                >
                  <p className={`text-xs font-semibold ${paciente ? 'text-slate-200' : 'text-marca-800'}`}>
                    {paciente ? caso.nomePaciente : `${caso.medicoVirtual} (IA)`}
                    <span className="font-normal"> · {horaCurta(mensagem.criadoEm)}</span>
                  </p>
                  <p className="mt-0.5 whitespace-pre-wrap">{mensagem.texto}</p>
                </article>
              </li>
            );
          })}
        </ol>
      )}
    </Bloco>
  );
}

export function Anexos({ caso }: { caso: CasoDetalhe }) {
  if (caso.anexos.length === 0) return null;
  return (
    <Bloco id="bloco-anexos" titulo="Anexos">
      <ul className="space-y-3">
        {caso.anexos.map((anexo, index) => (
          <li key={index}>
            <p className="text-sm font-medium text-slate-800">
              {anexo.nome} <span className="font-normal text-slate-500">({Math.max(1, Math.round(anexo.tamanho / 1024))} KB)</span>
            </p>
            {anexo.tipo.startsWith('image/') ? (
              <img src={anexo.url} alt={`Anexo: ${anexo.nome}`} className="mt-1 max-h-96 rounded-lg border border-slate-200 object-contain" loading="lazy" />
            ) : anexo.tipo === 'application/pdf' ? (
              <iframe src={anexo.url} title={`Anexo em PDF: ${anexo.nome}`} className="mt-1 h-96 w-full rounded-lg border border-slate-200" />
            ) : null}
            <a href={anexo.url} target="_blank" rel="noreferrer" className="mt-1 inline-block text-sm font-semibold text-marca-800 underline">
              Abrir em nova aba
            </a>
          </li>
        ))}
      </ul>
    </Bloco>
  );
}

export function Registro({ caso }: { caso: CasoDetalhe }) {
  return (
    <Bloco id="bloco-registro" titulo="Registro do prontuário">
      <p className="text-xs text-slate-600">Cada versão fica registrada e não pode ser alterada.</p>
      {caso.registro.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nenhuma versão registrada.</p>
      ) : (
        <ol className="mt-2 space-y-1 text-sm">
          {caso.registro.map((versao) => (
            <li key={versao.versao} className="flex gap-2">
              <span className="text-slate-500">v{versao.versao}</span>
              <span className="text-slate-800" title={dataHora(versao.criadoEm)}>
                {rotuloVersao(versao)}
                {versao.orientacao && <span className="block text-slate-600">Orientação: {versao.orientacao}</span>}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Bloco>
  );
}
