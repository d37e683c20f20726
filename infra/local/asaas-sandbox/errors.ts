/** The sandbox's HTTP plumbing: Asaas' error shape, bounded bodies, JSON answers. */
import type http from 'node:http';

/** A refused sandbox operation, answered in Asaas' error shape. */
export class AsaasSandboxError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    description: string,
  ) {
    super(description);
    this.name = new.target.name;
  }
}

export type Json = Record<string, unknown>;

const MAX_BODY_BYTES = 1024 * 1024;

export const invalid = (code: string, description: string) => new AsaasSandboxError(400, code, description);
export const notFound = (description: string) => new AsaasSandboxError(404, 'not_found', description);

export function asaasErrorBody(code: string, description: string) {
  return { errors: [{ code, description }] };
}

export function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

export async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new AsaasSandboxError(413, 'invalid_object', 'Corpo da requisição muito grande.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readJson(request: http.IncomingMessage): Promise<Json> {
  const text = await readBody(request);
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Json;
  } catch {
    // answered below
  }
  throw invalid('invalid_object', 'O corpo da requisição deve ser um objeto JSON válido.');
}

/** An optional text field as Asaas validates it: absent, null or '' is null; too long is its 400. */
export function optionalText(body: Json, field: string, max: number): string | null {
  const value = body[field];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > max) throw invalid(`invalid_${field}`, `O campo ${field} é inválido.`);
  return value;
}
