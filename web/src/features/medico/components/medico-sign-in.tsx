import { Alert, Button } from '@aws-amplify/ui-react';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { mensagens } from '#shared/messages.js';
import { newPasswordSchema, signInSchema, type NewPasswordValues, type SignInValues } from '#shared/schemas/conta-auth.js';
import { AmplifyTheme, AuthSubmit, EmailField, SenhaField } from '#web/components/auth-fields.js';
import { SenhaEsquecida } from '#web/components/senha-esquecida.js';
import { definirNovaSenha, entrarMedico } from '../api/medico-auth.js';

type Etapa =
  | { readonly nome: 'entrar'; readonly email?: string }
  /** First sign-in of an account an administrator created: its temporary password must be replaced. */
  | { readonly nome: 'trocar-senha' }
  | { readonly nome: 'senha-esquecida'; readonly email: string };

/** The cockpit's sign-in: the site's user pool; whether the account is a physician comes after. */
export function MedicoSignIn() {
  const [etapa, setEtapa] = useState<Etapa>({ nome: 'entrar' });

  if (etapa.nome === 'senha-esquecida') {
    const voltar = (email: string) => setEtapa({ nome: 'entrar', email });
    return (
      <CartaoAcesso>
        <SenhaEsquecida emailInicial={etapa.email} onRedefinida={voltar} onVoltar={voltar} />
      </CartaoAcesso>
    );
  }
  if (etapa.nome === 'trocar-senha') return <TrocarSenha />;
  return (
    <Entrar
      key={etapa.email ?? ''}
      emailInicial={etapa.email}
      onNovaSenha={() => setEtapa({ nome: 'trocar-senha' })}
      onEsqueciSenha={(email) => setEtapa({ nome: 'senha-esquecida', email })}
    />
  );
}

function Entrar(props: { readonly emailInicial?: string; readonly onNovaSenha: () => void; readonly onEsqueciSenha: (email: string) => void }) {
  const form = useForm<SignInValues>({ resolver: standardSchemaResolver(signInSchema), defaultValues: { email: props.emailInicial ?? '', senha: '' } });
  const { errors, isSubmitting } = form.formState;
  const [erro, setErro] = useState<string>();

  const entrar = form.handleSubmit(
    async ({ email, senha }) => {
      setErro(undefined);
      const resultado = await entrarMedico(email, senha);
      // Signed in: the session (Amplify's Hub) takes the page on to the physician's profile.
      if (resultado.ok) return;
      if ('novaSenha' in resultado) props.onNovaSenha();
      else setErro(resultado.mensagem);
    },
    () => setErro('Informe o e-mail e a senha.'),
  );

  return (
    <CartaoAcesso
      titulo="Entrar no painel médico"
      descricao="Área dos médicos validadores da ZapSaúde. Use a conta criada pela administração."
    >
      <form noValidate onSubmit={(event) => void entrar(event)} className="mt-6 flex flex-col gap-4">
        {erro && <Alert variation="error">{erro}</Alert>}
        <EmailField
          autoComplete="username"
          placeholder={undefined}
          {...form.register('email')}
          hasError={errors.email !== undefined}
          isDisabled={isSubmitting}
        />
        <SenhaField
          label="Senha"
          autoComplete="current-password"
          {...form.register('senha')}
          hasError={errors.senha !== undefined}
          isDisabled={isSubmitting}
        />
        <div className="-mt-1 flex justify-end">
          <Button
            variation="link"
            size="small"
            onClick={() => props.onEsqueciSenha(form.getValues('email').trim())}
            isDisabled={isSubmitting}
          >
            Esqueci minha senha
          </Button>
        </div>
        <AuthSubmit enviando={isSubmitting}>{isSubmitting ? 'Entrando…' : 'Entrar'}</AuthSubmit>
      </form>
    </CartaoAcesso>
  );
}

function TrocarSenha() {
  const form = useForm<NewPasswordValues>({ resolver: standardSchemaResolver(newPasswordSchema), defaultValues: { senha: '' } });
  const { errors, isSubmitting } = form.formState;
  const [erro, setErro] = useState<string>();

  const salvar = form.handleSubmit(
    async ({ senha }) => {
      setErro(undefined);
      const resultado = await definirNovaSenha(senha);
      if (!resultado.ok && 'mensagem' in resultado) setErro(resultado.mensagem);
    },
    () => setErro(mensagens.cadastro.senhaCurta),
  );

  return (
    <CartaoAcesso
      titulo="Defina sua senha"
      descricao="Sua conta foi criada pela administração com uma senha temporária. Escolha agora a sua senha de acesso ao painel."
    >
      <form noValidate onSubmit={(event) => void salvar(event)} className="mt-6 flex flex-col gap-4">
        {erro && <Alert variation="error">{erro}</Alert>}
        <SenhaField
          label="Nova senha"
          autoComplete="new-password"
          {...form.register('senha')}
          hasError={errors.senha !== undefined}
          isDisabled={isSubmitting}
        />
        <AuthSubmit enviando={isSubmitting}>{isSubmitting ? 'Salvando…' : 'Salvar senha e entrar'}</AuthSubmit>
      </form>
    </CartaoAcesso>
  );
}

/** The card every sign-in step shares: heading and text (when the step has none of its own), then the step. */
function CartaoAcesso(props: { readonly titulo?: string; readonly descricao?: string; readonly children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {props.titulo && <h1 className="text-2xl font-bold text-slate-900">{props.titulo}</h1>}
        {props.descricao && <p className="mt-1 text-sm text-slate-600">{props.descricao}</p>}
        <AmplifyTheme>{props.children}</AmplifyTheme>
      </section>
    </div>
  );
}
