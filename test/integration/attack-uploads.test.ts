/**
 * Attack: replacing an upload after the server checked it. A presigned POST pins one key and stays
 * valid for its whole lifetime, so its holder can POST again to the same key after the check. The
 * answer: uploads land at a pending key; the message that names an attachment (or the picture's
 * confirmation) copies it to a final key that no policy names, checks that copy and keeps it. What
 * the attacker can still write (the pending key, for the rest of its minute) is never read again.
 * Also: the `picture` attribute is presigned only when it is a checked picture of the same account.
 */
import { randomUUID } from 'node:crypto';
import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mensagensChat, type AnexoUploadResponse, type EstadoChatResponse } from '#shared/schemas/chat.js';
import type { AnexosConsultaResponse, AvatarUploadResponse, PerfilResponse } from '#shared/schemas/perfil.js';
import { documentClient, enviarMensagemChat, getItem, newEmail, request, signedInUser } from './pagamentos-helpers.js';
import { cognitoLocal, consultaComIntake, type ConsultaAberta } from './validacao-helpers.js';

const stack = inject('stack');

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** What the attacker swaps in: a page with a script, under the image type the policy pinned. */
const PAGINA = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

let db: DynamoDBDocumentClient;
beforeAll(() => {
  db = documentClient(stack.dynamoDbEndpoint);
});
afterAll(() => db.destroy());

/** POSTs `file` with a presigned form, as a browser (or an attacker holding the form) does. */
async function postToStore(upload: { url: string; fields: Record<string, string> }, file: Buffer, type: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type }), 'arquivo');
  return (await fetch(upload.url, { method: 'POST', body: form })).status;
}

const baixar = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());

const chat = <T = Record<string, unknown>>(c: ConsultaAberta, path: string, body?: unknown) =>
  request<T>(stack.apiUrl, path, { ip: c.ip, headers: { 'x-chat-token': c.chatToken }, ...(body === undefined ? { method: 'GET' } : { body }) });

const enviarArquivo = (c: ConsultaAberta, key: string) =>
  enviarMensagemChat(stack.apiUrl, { token: c.chatToken, ip: c.ip, medicoId: c.medicoId, texto: 'Segue o exame.', extra: { arquivos: [key] } });

/** The seconds a presigned POST's policy leaves from now. */
function segundosDaPolitica(fields: Record<string, string>): number {
  const policy = JSON.parse(Buffer.from(fields.Policy ?? fields.policy ?? '', 'base64').toString('utf8')) as { expiration: string };
  return (Date.parse(policy.expiration) - Date.now()) / 1000;
}

/** A signed-in account that owns `c`'s patient row: its access token. */
async function contaDona(c: ConsultaAberta): Promise<string> {
  const token = await signedInUser(stack, newEmail('dona-anexo'));
  const sub = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).sub as string;
  const consulta = await getItem<{ paciente_id: string }>(db, stack.env.TABLE_CONSULTAS!, { id: c.consultaId });
  await db.send(
    new UpdateCommand({
      TableName: stack.env.TABLE_PACIENTES!,
      Key: { id: consulta!.paciente_id },
      UpdateExpression: 'SET user_id = :sub',
      ExpressionAttributeValues: { ':sub': sub },
    }),
  );
  return token;
}

describe('attack: replacing a chat attachment after it was accepted', () => {
  it('changes nothing the consultation shows: the patient still downloads the file that was checked', async () => {
    // Prepare: a photo uploaded and sent with a message.
    const c = await consultaComIntake(stack.apiUrl, { rotulo: 'anexo-troca', medicoId: 3 });
    const upload = (await chat<AnexoUploadResponse>(c, '/api/chat/anexos/upload', { medicoId: 3, nome: 'mancha.png', contentType: 'image/png', tamanho: PNG.length })).body;
    expect(upload.key.startsWith(`pendentes/${c.consultaId}/`)).toBe(true);
    expect(segundosDaPolitica(upload.fields)).toBeLessThanOrEqual(60);
    expect(await postToStore(upload, PNG, 'image/png')).toBe(204);
    expect((await enviarArquivo(c, upload.key)).status).toBe(200);

    // Act: within the form's minute, the same form posts a page under the same type, and names it again.
    const troca = await postToStore(upload, PAGINA, 'image/png');
    const reenvio = await enviarArquivo(c, upload.key);

    // Assess: the store took the bytes (the policy still holds), but nothing reads them.
    expect(troca).toBe(204);
    expect(reenvio).toMatchObject({ status: 400, json: { descricao: mensagensChat.anexoNaoEncontrado } });
    const transcript = (await chat<EstadoChatResponse>(c, `/api/chat/estado?medicoId=3`)).body.mensagens;
    expect(transcript.filter((mensagem) => mensagem.tipo === 'file')).toEqual([
      expect.objectContaining({ texto: 'mancha.png', arquivo: expect.objectContaining({ key: upload.key.replace(/^pendentes\//, 'anexos/') }) }),
    ]);
    const token = await contaDona(c);
    const lista = await request<AnexosConsultaResponse>(stack.apiUrl, `/api/perfil/consultas/${c.consultaId}/anexos`, {
      method: 'GET',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(lista.status).toBe(200);
    expect(lista.body.anexos).toEqual([expect.objectContaining({ nome: 'mancha.png', contentType: 'image/png', tamanho: PNG.length })]);
    expect((await baixar(lista.body.anexos[0]!.url)).equals(PNG)).toBe(true);
  });

  it('refuses a swapped file named for the first time: the copy, not the pending key, is what is checked', async () => {
    // Prepare: the attacker uploads a page under the image type and never a real image.
    const c = await consultaComIntake(stack.apiUrl, { rotulo: 'anexo-falso', medicoId: 3 });
    const upload = (await chat<AnexoUploadResponse>(c, '/api/chat/anexos/upload', { medicoId: 3, nome: 'foto.png', contentType: 'image/png', tamanho: PNG.length })).body;
    expect(await postToStore(upload, PAGINA, 'image/png')).toBe(204);

    // Act
    const primeira = await enviarArquivo(c, upload.key);
    // ...then swaps a real image in and names it again: accepted now, and only the image is kept.
    expect(await postToStore(upload, PNG, 'image/png')).toBe(204);
    const segunda = await enviarArquivo(c, upload.key);

    // Assess
    expect(primeira).toMatchObject({ status: 400, json: { error: 'Tipo de arquivo não permitido', descricao: mensagensChat.anexoConteudoInvalido } });
    expect(segunda.status).toBe(200);
    const token = await contaDona(c);
    const lista = await request<AnexosConsultaResponse>(stack.apiUrl, `/api/perfil/consultas/${c.consultaId}/anexos`, {
      method: 'GET',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(lista.body.anexos).toHaveLength(1);
    expect((await baixar(lista.body.anexos[0]!.url)).equals(PNG)).toBe(true);
  });

  it('refuses a pending key of another consultation and a final key, and changes nothing there', async () => {
    // Prepare
    const vitima = await consultaComIntake(stack.apiUrl, { rotulo: 'anexo-vitima', medicoId: 3 });
    const atacante = await consultaComIntake(stack.apiUrl, { rotulo: 'anexo-atacante', medicoId: 3 });
    const upload = (await chat<AnexoUploadResponse>(vitima, '/api/chat/anexos/upload', { medicoId: 3, nome: 'exame.png', contentType: 'image/png', tamanho: PNG.length })).body;
    expect(await postToStore(upload, PNG, 'image/png')).toBe(204);

    // Act
    const alheia = await enviarArquivo(atacante, upload.key);
    const final = await enviarArquivo(atacante, upload.key.replace(/^pendentes\//, 'anexos/'));

    // Assess: the victim can still send it.
    expect(alheia).toMatchObject({ status: 400, json: { descricao: mensagensChat.anexoNaoEncontrado } });
    expect(final.status).toBe(400);
    expect((await chat<EstadoChatResponse>(atacante, `/api/chat/estado?medicoId=3`)).body.mensagens.some((m) => m.tipo === 'file')).toBe(false);
    expect((await enviarArquivo(vitima, upload.key)).status).toBe(200);
  });
});

describe('attack: replacing a profile picture after it was confirmed', () => {
  const perfilApi = <T = Record<string, unknown>>(token: string, path: string, body?: unknown) =>
    request<T>(stack.apiUrl, path, { headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? { method: 'GET' } : { body }) });

  it('changes nothing shown: the profile still shows the checked picture, and the form cannot be confirmed again', async () => {
    // Prepare
    const token = await signedInUser(stack, newEmail('foto-troca'));
    const upload = (await perfilApi<AvatarUploadResponse>(token, '/api/perfil/avatar/upload', { contentType: 'image/png', size: PNG.length })).body;
    expect(segundosDaPolitica(upload.fields)).toBeLessThanOrEqual(60);
    expect(await postToStore(upload, PNG, 'image/png')).toBe(204);
    expect((await perfilApi(token, '/api/perfil/avatar', { key: upload.key })).status).toBe(200);

    // Act
    const troca = await postToStore(upload, PAGINA, 'image/png');
    const confirmarDeNovo = await perfilApi(token, '/api/perfil/avatar', { key: upload.key });

    // Assess
    expect(troca).toBe(204);
    expect(confirmarDeNovo.status).toBe(400);
    const perfil = (await perfilApi<PerfilResponse>(token, '/api/perfil')).body;
    expect((await baixar(perfil.avatarUrl!)).equals(PNG)).toBe(true);
  });

  it('never presigns a picture attribute that is not a checked picture of the same account', async () => {
    // Prepare: Ana has a picture; Bruno's `picture` is set to Ana's key, a pending key and a document.
    const ana = await signedInUser(stack, newEmail('foto-ana'));
    const upload = (await perfilApi<AvatarUploadResponse>(ana, '/api/perfil/avatar/upload', { contentType: 'image/png', size: PNG.length })).body;
    await postToStore(upload, PNG, 'image/png');
    const chaveDaAna = upload.key.replace(/^pendentes\//, 'avatars/');
    expect((await perfilApi(ana, '/api/perfil/avatar', { key: upload.key })).status).toBe(200);
    const emailBruno = newEmail('foto-bruno');
    const bruno = await signedInUser(stack, emailBruno);
    const sub = JSON.parse(Buffer.from(bruno.split('.')[1]!, 'base64url').toString('utf8')).sub as string;
    const cognito = cognitoLocal(stack);

    // Act
    const vistos: (string | null)[] = [];
    try {
      for (const picture of [chaveDaAna, `pendentes/${sub}/${randomUUID()}.png`, `documentos/${randomUUID()}/receita-v1.pdf`]) {
        await cognito.send(
          new AdminUpdateUserAttributesCommand({ UserPoolId: stack.env.USER_POOL_ID, Username: emailBruno, UserAttributes: [{ Name: 'picture', Value: picture }] }),
        );
        const perfil = await perfilApi<PerfilResponse>(bruno, '/api/perfil');
        expect(perfil.status).toBe(200);
        vistos.push(perfil.body.avatarUrl);
      }
    } finally {
      cognito.destroy();
    }

    // Assess
    expect(vistos).toEqual([null, null, null]);
    expect((await perfilApi<PerfilResponse>(ana, '/api/perfil')).body.avatarUrl).toEqual(expect.any(String));
  });
});
