import { ClockIcon, HeadsetIcon, MailIcon, MapPinIcon } from '#web/components/icons.js';
import { produto } from '#shared/constants.js';
import { abrirAssistente } from '#web/lib/assistente-events.js';
import { alvos } from '#web/lib/primeira-interacao.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';
import { ContatoForm } from '../components/contato-form.js';

const cartoes = [
  {
    Icone: MailIcon,
    titulo: 'E-mail',
    conteudo: (
      <a href={`mailto:${produto.emailSuporte}`} className="font-semibold break-all text-marca-800 underline-offset-2 hover:underline">
        {produto.emailSuporte}
      </a>
    ),
    nota: `Respondemos em até ${produto.respostaContatoHoras} horas.`,
  },
  {
    Icone: MapPinIcon,
    titulo: 'Endereço',
    conteudo: (
      <address className="font-semibold text-slate-900 not-italic">Vila Olímpia, São Paulo – SP</address>
    ),
    nota: 'Atendimento 100% digital: não recebemos pacientes neste endereço.',
  },
  {
    Icone: ClockIcon,
    titulo: 'Horário',
    conteudo: <p className="font-semibold text-slate-900">24 horas por dia</p>,
    nota: '7 dias por semana, inclusive feriados.',
  },
] as const;

/** /contato: how to reach the team, the support shortcut (Camila) and the message form. */
export function ContatoPage() {
  return (
    <div className="bg-slate-50">
      <MetadadosPagina titulo="Contato"
        descricao={`Fale com a equipe do ${produto.nome} por e-mail, pelo formulário ou com a Camila, nossa assistente virtual. Respondemos em até ${produto.respostaContatoHoras} horas.`} />
      <section className="border-b border-slate-200 bg-gradient-to-b from-marca-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Entre em Contato</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">
            Dúvidas, sugestões ou algum problema com a sua consulta? Fale com a equipe do {produto.nome}: estamos aqui
            para ajudar.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
        <ul className="grid gap-4 md:grid-cols-3" aria-label="Formas de contato">
          {cartoes.map(({ Icone, titulo, conteudo, nota }) => (
            <li key={titulo} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-marca-100 text-marca-800">
                <Icone className="h-5 w-5" />
              </span>
              <div className="min-w-0">
                <h2 className="text-sm font-medium text-slate-600">{titulo}</h2>
                <div className="mt-0.5">{conteudo}</div>
                <p className="mt-1 text-sm text-slate-600">{nota}</p>
              </div>
            </li>
          ))}
        </ul>

        <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
          <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <ContatoForm />
          </section>

          <aside aria-labelledby="titulo-suporte" className="lg:self-start">
            <div className="rounded-2xl bg-gradient-to-br from-marca-700 to-marca-800 p-6 text-white shadow-sm">
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-white/15">
                <HeadsetIcon className="h-6 w-6" />
              </span>
              <h2 id="titulo-suporte" className="mt-4 text-lg font-bold">
                Suporte Técnico
              </h2>
              <p className="mt-2 text-sm text-white/90">
                Problema com pagamento, acesso ou com a sua consulta? A Camila, nossa secretária virtual, responde na hora,
                24 horas por dia.
              </p>
              <button
                type="button"
                onClick={abrirAssistente}
                // Before the app has started, the page's own script opens her window at once.
                data-primeira-interacao={alvos.camilaAbrir}
                className="mt-5 w-full rounded-lg bg-white px-4 py-2.5 font-semibold text-marca-800 hover:bg-marca-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                Falar com Suporte
              </button>
            </div>
          </aside>
        </div>
      </div>
    </div>
  );
}
