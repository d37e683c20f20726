import { Tabs } from '@aws-amplify/ui-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AmplifyTheme } from '#web/components/auth-fields.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';
import { ArrowLeftIcon, ClockIcon, CreditCardIcon, FileTextIcon, ShieldIcon } from '#web/components/icons.js';
import { SenhaEsquecida } from '#web/components/senha-esquecida.js';
import { useSession } from '#web/lib/auth-session.js';
import { consultaRegras, produto } from '#shared/constants.js';
import { PRECO_CONSULTA_FORMATADO } from '#shared/format.js';
import { ConfirmSignUpStep } from '../components/confirm-sign-up-step.js';
import { SignInForm } from '../components/sign-in-form.js';
import { SignUpForm } from '../components/sign-up-form.js';

type Aba = 'entrar' | 'cadastrar';

/** What the card shows: the two tabs, the e-mail confirmation, or 'Esqueci minha senha'. */
type Etapa =
  | { readonly nome: 'abas'; readonly aba: Aba; readonly email?: string }
  | { readonly nome: 'confirmar'; readonly email: string }
  | { readonly nome: 'senha-esquecida'; readonly email: string };

const vantagens = [
  { Icone: ClockIcon, texto: `Atendimento ${produto.atendimento}, em poucos minutos, sem sair de casa.` },
  {
    Icone: CreditCardIcon,
    texto: `${PRECO_CONSULTA_FORMATADO} por consulta de até ${consultaRegras.duracaoMinutos} minutos, sem mensalidade.`,
  },
  { Icone: FileTextIcon, texto: 'Suas consultas e receitas reunidas em um só lugar.' },
  { Icone: ShieldIcon, texto: 'Seus dados de saúde protegidos conforme a LGPD.' },
] as const;

/**
 * Where to go after signing in: `?redirect=` when it is a path of this site (one leading slash,
 * same origin after resolution, not /auth itself), else the home page. Anything else is ignored,
 * so the page cannot be used to send someone to another site.
 */
export function destinoAposEntrar(redirect: string | null, origem: string = window.location.origin): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) return '/';
  let url: URL;
  try {
    url = new URL(redirect, origem);
  } catch {
    return '/';
  }
  if (url.origin !== origem || url.pathname === '/auth') return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /auth: sign-in and sign-up of the patient account, the e-mail confirmation and the password reset. */
export function AuthPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Where to go is decided when the page leaves (in the browser: it reads the page's own origin).
  const redirect = params.get('redirect');
  const session = useSession();
  const [etapa, setEtapa] = useState<Etapa>({ nome: 'abas', aba: 'entrar' });
  const [submitting, setSubmitting] = useState(false);
  // Each form remounts (empty) when its tab opens: switching tabs clears the three fields.
  const [formKey, setFormKey] = useState(0);

  // An existing session (or one just opened) has nothing to do here.
  useEffect(() => {
    if (session.status === 'signed-in') void navigate(destinoAposEntrar(redirect), { replace: true });
  }, [session.status, navigate, redirect]);

  const changeTab = (proxima: string) => {
    if (submitting) return;
    setEtapa({ nome: 'abas', aba: proxima === 'cadastrar' ? 'cadastrar' : 'entrar' });
    setFormKey((key) => key + 1);
  };

  /** Back to 'Entrar', with the e-mail filled in when there is one. */
  const showSignIn = useCallback((email?: string) => {
    setEtapa({ nome: 'abas', aba: 'entrar', email: email || undefined });
    setFormKey((key) => key + 1);
  }, []);

  return (
    <div className="bg-gradient-to-b from-marca-50 via-white to-slate-50">
      <MetadadosPagina titulo="Acesse sua conta"
        descricao={`Entre ou crie sua conta ${produto.nome} para acompanhar suas consultas, receitas e resultados validados por médicos.`} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 sm:py-14 lg:grid-cols-[minmax(0,1fr)_440px] lg:items-center lg:gap-16">
        <section
          aria-labelledby="conta-card-titulo"
          className="w-full rounded-2xl bg-white p-5 shadow-xl ring-1 shadow-slate-200/60 ring-slate-200 sm:mx-auto sm:max-w-md sm:p-8 lg:col-start-2 lg:row-start-1"
        >
          <h1 id="conta-card-titulo" className="text-2xl font-extrabold tracking-tight text-slate-900">
            Acesse sua conta
          </h1>
          <p className="mt-1 text-sm text-slate-600">Entre ou crie sua conta para acompanhar suas consultas.</p>

          <AmplifyTheme className="mt-6">
            {etapa.nome === 'confirmar' ? (
              <ConfirmSignUpStep email={etapa.email} onConfirmed={showSignIn} onBack={() => showSignIn(etapa.email)} />
            ) : etapa.nome === 'senha-esquecida' ? (
              <SenhaEsquecida emailInicial={etapa.email} onRedefinida={showSignIn} onVoltar={showSignIn} />
            ) : (
              <Tabs.Container value={etapa.aba} onValueChange={changeTab} isLazy>
                <Tabs.List aria-label="Acesso à conta" spacing="equal">
                  <Tabs.Item value="entrar" isDisabled={submitting}>
                    Entrar
                  </Tabs.Item>
                  <Tabs.Item value="cadastrar" isDisabled={submitting}>
                    Cadastrar
                  </Tabs.Item>
                </Tabs.List>
                <Tabs.Panel value="entrar" className="pt-6">
                  <SignInForm
                    key={formKey}
                    emailInicial={etapa.email}
                    onSubmittingChange={setSubmitting}
                    onSignedIn={() => void navigate(destinoAposEntrar(redirect), { replace: true })}
                    onNeedsConfirmation={(email) => setEtapa({ nome: 'confirmar', email })}
                    onEsqueciSenha={(email) => setEtapa({ nome: 'senha-esquecida', email })}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="cadastrar" className="pt-6">
                  <SignUpForm
                    key={formKey}
                    onSubmittingChange={setSubmitting}
                    onSignedUp={(email, precisaConfirmar) => {
                      if (precisaConfirmar) setEtapa({ nome: 'confirmar', email });
                      else showSignIn(email);
                    }}
                  />
                </Tabs.Panel>
              </Tabs.Container>
            )}
          </AmplifyTheme>

          <div className="mt-6 border-t border-slate-200 pt-4 text-center">
            <Link
              to="/"
              className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-marca-700"
            >
              <ArrowLeftIcon className="h-4 w-4" />
              Voltar ao início
            </Link>
          </div>
        </section>

        <section aria-labelledby="conta-vantagens-titulo" className="lg:col-start-1 lg:row-start-1">
          <p className="text-sm font-semibold tracking-wide text-marca-700 uppercase">Sua conta {produto.nome}</p>
          <h2 id="conta-vantagens-titulo" className="mt-2 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl lg:text-4xl">
            Sua saúde acompanhada de perto, a qualquer hora
          </h2>
          <p className="mt-3 max-w-xl text-slate-700">
            Com a sua conta você encontra suas consultas, acessa o histórico de atendimentos e volta a falar com um médico virtual
            sempre que precisar.
          </p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
            {vantagens.map(({ Icone, texto }) => (
              <li key={texto} className="flex items-start gap-3 rounded-xl bg-white/80 p-3 ring-1 ring-slate-200">
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-marca-100 text-marca-800">
                  <Icone className="h-5 w-5" />
                </span>
                <span className="pt-1.5 text-sm text-slate-800">{texto}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 max-w-xl text-xs text-slate-600">
            O atendimento dos médicos virtuais é uma pré-avaliação feita por inteligência artificial: não substitui a consulta com
            um médico e deve ser validado por um profissional de saúde.
          </p>
        </section>
      </div>
    </div>
  );
}
