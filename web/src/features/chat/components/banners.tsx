import { ShieldIcon } from '../../../components/icons.js';
import type { EmergenciaTela } from '../consulta-estado.js';

/** The permanent amber warning (DESIGN §4): AI pre-diagnosis, validated by a real doctor. */
export function AvisoIa() {
  return (
    <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <strong className="font-semibold">Atenção:</strong> as orientações desta consulta são um pré-diagnóstico gerado por inteligência artificial e
      devem ser validadas por um médico de verdade. A receita é um rascunho e só vale com a assinatura digital (ICP-Brasil) de um médico. Em
      emergências, ligue 192 (SAMU).
    </p>
  );
}

/**
 * The red-flag banner (DESIGN §4): shown as soon as the stream's emergency event arrives or the page's
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

/** No engine answers (site §7): the AI must be configured first. */
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
export function BannerFinalizada({ redirecionando }: { redirecionando: boolean }) {
  return (
    <p role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
      Consulta finalizada. Obrigado por usar o ZapSaúde!
      {redirecionando ? ' Você será levado de volta à lista de médicos em instantes.' : ' Você ainda pode baixar o prontuário pelo menu Paciente.'}
    </p>
  );
}
