import { ShieldIcon } from '#web/components/icons.js';
import type { EmergenciaTela } from '../consulta-estado.js';
import type { AvisoTempo } from '../hooks/use-tempo-consulta.js';

/** CFM 2.454/2026: the AI's part and the physician's review, said where the patient always sees it. */
export const AVISO_ENTREVISTA_IA = 'Entrevista conduzida por inteligência artificial. Um médico de verdade revisa o resultado antes de você recebê-lo.';

/** The permanent notice under the chat's header (docs/marco-legal.md#ai-in-medicine, CFM 2.454/2026), with the emergency number. */
export function AvisoIa() {
  return (
    <div className="border-t border-amber-200 bg-amber-50">
      <p className="mx-auto flex max-w-4xl items-start gap-2 px-3 py-1.5 text-xs text-amber-950 sm:px-4 sm:text-sm">
        <ShieldIcon className="mt-0.5 h-3.5 w-3.5 shrink-0 text-amber-700 sm:h-4 sm:w-4" />
        <span>
          {AVISO_ENTREVISTA_IA} <span className="whitespace-nowrap">Em emergências, ligue 192.</span>
        </span>
      </p>
    </div>
  );
}

/**
 * The red-flag banner (docs/marco-legal.md#emergencies): shown as soon as the stream's emergency event arrives or the page's
 * own detector fires, whatever the model says. SAMU 192, CVV 188 for suicidal thoughts, the nearest
 * emergency room.
 */
export function BannerEmergencia({ emergencia }: { emergencia: EmergenciaTela }) {
  const suicidio = emergencia.tipo === 'suicidio';
  return (
    <section role="alert" aria-labelledby="emergencia-titulo" className="rounded-xl border-2 border-red-600 bg-red-50 p-4 text-red-950 shadow-sm">
      <h2 id="emergencia-titulo" className="flex items-center gap-2 text-base font-bold">
        <ShieldIcon className="h-5 w-5 text-red-700" />
        {emergencia.titulo}
      </h2>
      <p className="mt-1 text-sm">{emergencia.orientacao}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href="tel:192" className="inline-flex items-center rounded-lg bg-red-700 px-4 py-2 text-sm font-bold text-white hover:bg-red-800">
          Ligar para o SAMU 192
        </a>
        {suicidio && (
          <a href="tel:188" className="inline-flex items-center rounded-lg bg-white px-4 py-2 text-sm font-bold text-red-800 ring-1 ring-red-300 hover:bg-red-100">
            Ligar para o CVV 188
          </a>
        )}
        {!emergencia.orientacao.includes('pronto-socorro') && <span className="inline-flex items-center text-sm font-medium">ou vá ao pronto-socorro mais próximo.</span>}
      </div>
    </section>
  );
}

/** No engine answers (docs/regras-do-produto.md#the-chat): the AI must be configured first. */
export function AvisoIaNaoConfigurada() {
  return (
    <p role="status" className="rounded-xl border border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-800">
      O serviço de IA não está configurado. Configure uma chave de IA na página principal (segredos do servidor) para conversar com o médico.
    </p>
  );
}

/** No speech recognition nor synthesis in this browser. */
export function AvisoSemVoz() {
  return (
    <p role="status" className="rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950">
      Os recursos de voz não estão disponíveis neste navegador. Você pode conversar normalmente digitando suas mensagens.
    </p>
  );
}

/** The green end banner. */
export function BannerFinalizada() {
  return (
    <p role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
      Consulta finalizada. Obrigado por usar o ZapSaúde!
    </p>
  );
}

/** The 5- and 1-minute warnings of the 30 minutes, kept on screen until the next one (or the end). */
export function BannerTempo({ aviso }: { aviso: AvisoTempo }) {
  return (
    <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <strong className="font-semibold">{aviso.titulo}.</strong> {aviso.descricao}
    </p>
  );
}
