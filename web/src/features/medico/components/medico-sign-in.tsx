import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { mensagens } from '../../../../../shared/messages.js';
import { AlertaErro, botaoPrimario, campoClasse, Spinner } from '../../../components/form-controls.js';
import { definirNovaSenha, entrarMedico } from '../api/medico-auth.js';

/** The cockpit's sign-in: the site's user pool; whether the account is a physician comes after. */
export function MedicoSignIn() {
  const [email, setEmail] = useState('');
  const [senha, setSenha] = useState('');
  const [erro, setErro] = useState<string>();
  const [enviando, setEnviando] = useState(false);
  /** First sign-in of an account an administrator created: its temporary password must be replaced. */
  const [trocarSenha, setTrocarSenha] = useState(false);
  const [novaSenha, setNovaSenha] = useState('');

  const entrar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (enviando) return;
    if (!email.trim() || !senha) {
      setErro('Informe o e-mail e a senha.');
      return;
    }
    setErro(undefined);
    setEnviando(true);
    const resultado = await entrarMedico(email.trim(), senha);
    setEnviando(false);
    // Signed in: the session (Amplify's Hub) takes the page on to the physician's profile.
    if (resultado.ok) return;
    if ('novaSenha' in resultado) setTrocarSenha(true);
    else setErro(resultado.mensagem);
  };

  const confirmarNovaSenha = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (enviando) return;
    if (novaSenha.length < 6) {
      setErro(mensagens.cadastro.senhaCurta);
      return;
    }
    setErro(undefined);
    setEnviando(true);
    const resultado = await definirNovaSenha(novaSenha);
    setEnviando(false);
    if (!resultado.ok && 'mensagem' in resultado) setErro(resultado.mensagem);
  };

  if (trocarSenha) {
    return (
      <CartaoAcesso
        titulo="Defina sua senha"
        descricao="Sua conta foi criada pela administração com uma senha temporária. Escolha agora a sua senha de acesso ao painel."
        erro={erro}
        enviando={enviando}
        botao={enviando ? 'Salvando…' : 'Salvar senha e entrar'}
        onSubmit={confirmarNovaSenha}
      >
        <CampoAcesso
          id="medico-nova-senha"
          rotulo="Nova senha"
          type="password"
          name="nova-senha"
          autoComplete="new-password"
          value={novaSenha}
          onChange={(event) => setNovaSenha(event.target.value)}
          disabled={enviando}
        />
      </CartaoAcesso>
    );
  }

  return (
    <CartaoAcesso
      titulo="Entrar no painel médico"
      descricao="Área dos médicos validadores da ZapSaúde. Use a conta criada pela administração."
      erro={erro}
      enviando={enviando}
      botao={enviando ? 'Entrando…' : 'Entrar'}
      onSubmit={entrar}
    >
      <CampoAcesso
        id="medico-email"
        rotulo="E-mail"
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={enviando}
      />
      <CampoAcesso
        id="medico-senha"
        rotulo="Senha"
        type="password"
        name="senha"
        autoComplete="current-password"
        value={senha}
        onChange={(event) => setSenha(event.target.value)}
        disabled={enviando}
      />
    </CartaoAcesso>
  );
}

/** The card both sign-in steps share: heading, the form with its error and its submit button. */
function CartaoAcesso(props: {
  readonly titulo: string;
  readonly descricao: string;
  readonly erro?: string;
  readonly enviando: boolean;
  readonly botao: string;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  readonly children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{props.titulo}</h1>
        <p className="mt-1 text-sm text-slate-600">{props.descricao}</p>
        <form noValidate onSubmit={(event) => void props.onSubmit(event)} className="mt-6 space-y-4">
          {props.erro && <AlertaErro>{props.erro}</AlertaErro>}
          {props.children}
          <button type="submit" disabled={props.enviando} className={`${botaoPrimario} w-full`}>
            {props.enviando && <Spinner />}
            {props.botao}
          </button>
        </form>
      </section>
    </div>
  );
}

/** A labelled, required input of the sign-in forms. */
function CampoAcesso({ id, rotulo, ...input }: { readonly id: string; readonly rotulo: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {rotulo}
      </label>
      <input id={id} className={campoClasse()} required {...input} />
    </div>
  );
}
