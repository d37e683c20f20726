// @vitest-environment jsdom
/**
 * The journey forms on react-hook-form, drawn in jsdom and read as a screen reader would: the single
 * message box of /cadastro-pagamento and /agendar-consulta in the spec's order with the focus on the
 * field it names, and the intake's touched-field errors, the minor's section and the BMI.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cpfCheckDigits } from '#shared/cpf.js';
import { findMedico } from '#shared/medicos.js';
import { mensagens } from '#shared/messages.js';

const notifyError = vi.hoisted(() => vi.fn());
const createPagamento = vi.hoisted(() => vi.fn());
vi.mock('#web/components/toast.js', () => ({ notify: { error: notifyError, success: vi.fn(), info: vi.fn() } }));
vi.mock('#web/lib/criar-pagamento.js', () => ({ createPagamento }));

const { CadastroPagamentoForm } = await import('#web/components/cadastro-pagamento-form.js');
const { AgendamentoForm } = await import('#web/features/consulta/components/agendamento-form.js');
const { IntakeForm } = await import('#web/features/chat/components/intake-form.js');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const cpfValido = `529982247${cpfCheckDigits('529982247')}`;
const textos = mensagens.cadastroPagamento;
const digitar = (rotulo: string | RegExp, valor: string) => fireEvent.input(screen.getByLabelText(rotulo), { target: { value: valor } });
const alerta = () => screen.findByRole('alert');

describe('CadastroPagamentoForm (/cadastro-pagamento)', () => {
  const continuar = () => fireEvent.click(screen.getByRole('button', { name: 'Continuar para Pagamento' }));

  it('asks for every field before anything else, even without a doctor, and focuses the empty field', async () => {
    // Prepare
    render(<CadastroPagamentoForm nomeInicial="Ana" />);

    // Act
    continuar();

    // Assess
    expect((await alerta()).textContent).toContain(textos.camposObrigatorios);
    expect(notifyError).toHaveBeenCalledWith(textos.tituloErro, textos.camposObrigatorios);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Email/)));
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Nome Completo/).getAttribute('aria-invalid')).toBeNull();
  });

  it('needs a chosen doctor once the fields are filled', async () => {
    // Prepare
    render(<CadastroPagamentoForm />);
    digitar(/^Nome Completo/, 'Ana Souza');
    digitar(/^Email/, 'ana@exemplo.com');
    digitar(/^CPF/, cpfValido);

    // Act
    continuar();

    // Assess
    expect((await alerta()).textContent).toContain(textos.medicoNaoSelecionado);
    expect(createPagamento).not.toHaveBeenCalled();
  });

  it('masks the CPF as typed and refuses wrong check digits with the server’s own message', async () => {
    // Prepare
    render(<CadastroPagamentoForm medico={findMedico(1)} nomeInicial="Ana Souza" emailInicial="ana@exemplo.com" />);
    digitar(/^CPF/, '12345678900');

    // Act
    continuar();

    // Assess
    expect(screen.getByLabelText<HTMLInputElement>(/^CPF/).value).toBe('123.456.789-00');
    expect((await alerta()).textContent).toContain(mensagens.validacao.cpfInvalido);
    // The focus moves once the box has rendered: wait for it rather than race it.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^CPF/)));
  });

  it('sends the API body with the CPF as digits and the e-mail normalised, the form busy meanwhile', async () => {
    // Prepare
    // Never settles: this test reads the busy form, and a success would start the page change's timer,
    // which fired during the later tests.
    createPagamento.mockReturnValue(new Promise<void>(() => undefined));
    render(<CadastroPagamentoForm medico={findMedico(3)} nomeInicial=" Ana  Souza " emailInicial="Ana@Exemplo.com " />);
    digitar(/^CPF/, '529.982.247-25');

    // Act
    continuar();

    // Assess
    await waitFor(() => expect(createPagamento).toHaveBeenCalledOnce());
    expect(createPagamento.mock.calls[0]?.[0]).toEqual({ nomeCompleto: 'Ana Souza', email: 'ana@exemplo.com', cpfCnpj: '52998224725', medicoId: 3 });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Processando...' }).disabled).toBe(true);
  });

  it('shows a failed payment in the same box and lets the patient try again', async () => {
    // Prepare
    createPagamento.mockRejectedValue(new Error('Erro ao processar pagamento'));
    render(<CadastroPagamentoForm medico={findMedico(3)} nomeInicial="Ana Souza" emailInicial="ana@exemplo.com" />);
    digitar(/^CPF/, cpfValido);

    // Act
    continuar();

    // Assess
    expect((await alerta()).textContent).toContain('Erro ao processar pagamento');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continuar para Pagamento' }).disabled).toBe(false);
  });
});

describe('AgendamentoForm (/agendar-consulta)', () => {
  const vazio = { nome: '', email: '', telefone: '', cpf: '', codigoEmail: '', tipo: '', profissional: '', observacoes: '' } as const;
  const agendar = () => fireEvent.click(screen.getByRole('button', { name: 'Agendar' }));

  it('paid mode: fields, then the type, then the professional, in the spec’s order', async () => {
    // Prepare
    const aoEnviar = vi.fn();
    render(<AgendamentoForm modo="pago" iniciais={vazio} ocupado={false} textoBotao="Agendar" textoOcupado="..." aoEnviar={aoEnviar} />);

    // Act
    agendar();

    // Assess
    expect((await alerta()).textContent).toBe(mensagens.agendamento.camposObrigatorios);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Nome completo/)));

    // Act
    digitar(/^Nome completo/, 'Ana Souza');
    digitar(/^Email/, 'ana@exemplo.com');
    digitar(/^Telefone/, '11987654321');
    agendar();

    // Assess
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(mensagens.agendamento.selecioneTipo));
    expect(screen.getByLabelText<HTMLInputElement>(/^Telefone/).value).toBe('(11) 98765-4321');

    // Act
    fireEvent.change(screen.getByLabelText(/^Tipo de consulta/), { target: { value: 'psiquiatria' } });
    agendar();

    // Assess
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(mensagens.agendamento.selecioneProfissional));

    // Act
    fireEvent.click(screen.getByRole('radio', { name: /Psiquiatria/ }));
    agendar();

    // Assess
    await waitFor(() => expect(aoEnviar).toHaveBeenCalledOnce());
    expect(aoEnviar.mock.calls[0]?.[0]).toMatchObject({ nome: 'Ana Souza', tipo: 'psiquiatria', profissional: 'psiquiatria', telefone: '(11) 98765-4321' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('free mode: the free consultation API’s own checks once every field is filled', async () => {
    // Prepare
    const aoEnviar = vi.fn();
    render(<AgendamentoForm modo="gratuito" iniciais={{ ...vazio, profissional: '2' }} ocupado={false} textoBotao="Agendar" textoOcupado="..." aoEnviar={aoEnviar} />);
    digitar(/^Nome completo/, 'Ana Souza');
    digitar(/^Email/, 'ana@exemplo');
    digitar(/^Telefone/, '11987654321');
    digitar(/^CPF/, cpfValido);

    // Act
    agendar();

    // Assess
    expect((await alerta()).textContent).toBe(mensagens.validacao.emailInvalido);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Email/)));
    expect(aoEnviar).not.toHaveBeenCalled();
  });

  it('free mode: the CPF is required with its check digits before the code is sent', async () => {
    // Prepare
    const aoEnviar = vi.fn();
    render(<AgendamentoForm modo="gratuito" iniciais={{ ...vazio, profissional: '2' }} ocupado={false} textoBotao="Enviar código" textoOcupado="..." aoEnviar={aoEnviar} />);
    digitar(/^Nome completo/, 'Ana Souza');
    digitar(/^Email/, 'ana@exemplo.com');
    digitar(/^Telefone/, '11987654321');
    digitar(/^CPF/, '52998224700');
    const enviarCodigo = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));

    // Act
    enviarCodigo();

    // Assess
    expect((await alerta()).textContent).toBe(mensagens.validacao.cpfInvalido);
    expect(screen.getByLabelText<HTMLInputElement>(/^CPF/).value).toBe('529.982.247-00');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^CPF/)));

    // Act
    digitar(/^CPF/, cpfValido);
    enviarCodigo();

    // Assess: the values go on as typed, without a code yet.
    await waitFor(() => expect(aoEnviar).toHaveBeenCalledOnce());
    expect(aoEnviar.mock.calls[0]?.[0]).toMatchObject({ email: 'ana@exemplo.com', cpf: `529.982.247-${cpfValido.slice(9)}`, codigoEmail: '' });
  });

  it('free mode: once the code was sent, the six digits are required; changing the e-mail drops the code step', async () => {
    // Prepare
    const aoEnviar = vi.fn();
    const aoTrocarEmail = vi.fn();
    const iniciais = { ...vazio, nome: 'Ana Souza', email: 'ana@exemplo.com', telefone: '11987654321', cpf: cpfValido, profissional: '2' };
    const etapaCodigo = { email: 'ana@exemplo.com', aviso: mensagens.consultaGratuita.codigoEnviado('a***@exemplo.com', 10) };
    render(
      <AgendamentoForm
        modo="gratuito"
        iniciais={iniciais}
        ocupado={false}
        textoBotao="Iniciar"
        textoOcupado="..."
        aoEnviar={aoEnviar}
        etapaCodigo={etapaCodigo}
        aoTrocarEmail={aoTrocarEmail}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(etapaCodigo.aviso);

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar' }));

    // Assess
    expect((await alerta()).textContent).toBe(mensagens.consultaGratuita.codigoEmailFormato);
    expect(aoEnviar).not.toHaveBeenCalled();

    // Act
    digitar(/^Código de 6 dígitos/, '12a3456');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar' }));

    // Assess: letters are dropped as typed.
    await waitFor(() => expect(aoEnviar).toHaveBeenCalledOnce());
    expect(aoEnviar.mock.calls[0]?.[0]).toMatchObject({ codigoEmail: '123456', cpf: cpfValido });

    // Act
    digitar(/^Email/, 'outra@exemplo.com');

    // Assess
    await waitFor(() => expect(aoTrocarEmail).toHaveBeenCalled());
    expect(screen.queryByLabelText(/^Código de 6 dígitos/)).toBeNull();
  });
});

describe('IntakeForm (chat)', () => {
  const iniciar = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Iniciar Consulta' });

  it('marks a field once left, shows the BMI, and asks for the responsible adult of a minor', async () => {
    // Prepare
    const aoEnviar = vi.fn();
    render(<IntakeForm enviando={false} aoEnviar={aoEnviar} />);

    // Act: leave the weight empty.
    fireEvent.blur(screen.getByLabelText(/^Peso/));

    // Assess
    await waitFor(() => expect(screen.getByLabelText(/^Peso/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText(/^Nome completo/).getAttribute('aria-invalid')).toBeNull();

    // Act
    digitar(/^Nome completo/, 'Pedro Souza');
    digitar(/^Idade/, '15');
    digitar(/^Peso/, '55.5');
    digitar(/^Altura/, '170');
    fireEvent.click(screen.getByRole('checkbox', { name: /Autorizo o uso dos meus dados/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Li e aceito os termos/ }));

    // Assess
    await waitFor(() => expect(screen.getByLabelText(/^Peso/).getAttribute('aria-invalid')).toBeNull());
    expect(screen.getByTestId('imc').textContent).toBe('19,2');
    expect(screen.getByRole('group', { name: /dados do responsável/ })).toBeTruthy();
    expect(iniciar().disabled).toBe(true);

    // Act: the responsible adult, then an age of 18 and back to 15.
    digitar(/^Nome do responsável/, 'Ana Paula Souza');
    digitar(/^Telefone do responsável/, '11987654321');
    digitar(/^Parentesco/, 'Mãe');
    await waitFor(() => expect(iniciar().disabled).toBe(false));
    expect(screen.getByLabelText<HTMLInputElement>(/^Telefone do responsável/).value).toBe('(11) 98765-4321');
    digitar(/^Idade/, '18');
    await waitFor(() => expect(screen.queryByRole('group', { name: /dados do responsável/ })).toBeNull());
    digitar(/^Idade/, '15');

    // Assess: the section comes back empty.
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^Nome do responsável/).value).toBe(''));
    expect(iniciar().disabled).toBe(true);
  });

  it('sends the typed values, and marks every wrong field with focus on the first', async () => {
    // Prepare
    const aoEnviar = vi.fn();
    render(<IntakeForm enviando={false} aoEnviar={aoEnviar} />);
    digitar(/^Nome completo/, 'Maria Souza');
    digitar(/^Idade/, '34');
    digitar(/^Peso/, '1000');
    digitar(/^Altura/, '165');
    fireEvent.click(screen.getByRole('checkbox', { name: /Autorizo o uso dos meus dados/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Li e aceito os termos/ }));

    // Act
    await waitFor(() => expect(iniciar().disabled).toBe(false));
    fireEvent.click(iniciar());

    // Assess
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Peso/)));
    expect(screen.getByText(/Peso inválido/)).toBeTruthy();
    expect(aoEnviar).not.toHaveBeenCalled();

    // Act
    digitar(/^Peso/, '62.5');
    fireEvent.click(iniciar());

    // Assess
    await waitFor(() => expect(aoEnviar).toHaveBeenCalledOnce());
    expect(aoEnviar.mock.calls[0]?.[0]).toMatchObject({ nome: 'Maria Souza', idade: '34', peso: '62.5', altura: '165', consentimentoDados: true });
  });
});
