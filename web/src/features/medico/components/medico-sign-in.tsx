import { useState, type FormEvent } from 'react';
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
      <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
        <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">Defina sua senha</h1>
          <p className="mt-1 text-sm text-slate-600">
            Sua conta foi criada pela administração com uma senha temporária. Escolha agora a sua senha de acesso ao painel.
          </p>
          <form noValidate onSubmit={(event) => void confirmarNovaSenha(event)} className="mt-6 space-y-4">
            {erro && <AlertaErro>{erro}</AlertaErro>}
            <div>
              <label htmlFor="medico-nova-senha" className="block text-sm font-medium text-slate-800">
                Nova senha
              </label>
              <input
                id="medico-nova-senha"
                type="password"
                name="nova-senha"
                autoComplete="new-password"
                value={novaSenha}
                onChange={(event) => setNovaSenha(event.target.value)}
                disabled={enviando}
                className={campoClasse()}
                required
              />
            </div>
            <button type="submit" disabled={enviando} className={`${botaoPrimario} w-full`}>
              {enviando && <Spinner />}
              {enviando ? 'Salvando…' : 'Salvar senha e entrar'}
            </button>
          </form>
        </section>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Entrar no painel médico</h1>
        <p className="mt-1 text-sm text-slate-600">Área dos médicos validadores da ZapSaúde. Use a conta criada pela administração.</p>
        <form noValidate onSubmit={(event) => void entrar(event)} className="mt-6 space-y-4">
          {erro && <AlertaErro>{erro}</AlertaErro>}
          <div>
            <label htmlFor="medico-email" className="block text-sm font-medium text-slate-800">
              E-mail
            </label>
            <input
              id="medico-email"
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              disabled={enviando}
              className={campoClasse()}
              required
            />
          </div>
          <div>
            <label htmlFor="medico-senha" className="block text-sm font-medium text-slate-800">
              Senha
            </label>
            <input
              id="medico-senha"
              type="password"
              name="senha"
              autoComplete="current-password"
              value={senha}
              onChange={(event) => setSenha(event.target.value)}
              disabled={enviando}
              className={campoClasse()}
              required
            />
          </div>
          <button type="submit" disabled={enviando} className={`${botaoPrimario} w-full`}>
            {enviando && <Spinner />}
            {enviando ? 'Entrando…' : 'Entrar'}
          </button>
        </form>
      </section>
    </div>
  );
}
