/**
 * The local Cognito: cognito-local (pinned 5.3.0) started in-process on loopback, with its data in
 * `<dataDir>` so a restart keeps pools, clients and users. On first start it gets the ZapSaúde user
 * pool, the `medicos` group and the web app client; later starts find them again by name.
 *
 * What we add around cognito-local, without touching node_modules (we hand its `createServer` our
 * own services and a router that wraps its router):
 * - a mailbox instead of its console sender: every code it would e-mail lands in memory and in
 *   `<dataDir>/mailbox.json`, readable through `mailbox` and `GET /_local/mailbox[?email=]`;
 * - `GetTokensFromRefreshToken` (Amplify 6 refreshes through it) and `ResendConfirmationCode`;
 * - the app client's write attributes (definitions/user-pool.ts), enforced on SignUp,
 *   UpdateUserAttributes and DeleteUserAttributes with Cognito's own error;
 * - real Cognito's answers where cognito-local differs: a wrong password or an unknown user at
 *   sign-in is `NotAuthorizedException: Incorrect username or password.`, the pool's password
 *   policy is enforced at sign-up and password reset, `email_verified` becomes true on
 *   confirmation, and sign-in results carry `ExpiresIn` and `TokenType`;
 * - password reset as real Cognito does it: an unknown user gets the same answer as a known one,
 *   the code's destination is masked, the code expires after an hour, five wrong codes lock the
 *   reset for a while, and a temporary-password or unverified account cannot reset (the pending
 *   codes live in memory: a restart forgets them);
 * - an OpenID configuration that names this server's real address (cognito-local hard-codes 9229).
 *
 * Its signing key ships inside the npm package, so anyone can mint its tokens: only the local-stage
 * verifier (lambdas/common/auth.ts) ever trusts them.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Logger } from 'pino';
import { appClientWriteAttributes } from '#definitions/user-pool.js';
import { CognitoError, InvalidParameterError, NotAuthorizedError, UserNotFoundError } from 'cognito-local/lib/errors.js';
import { Router as CognitoLocalRouter, type Route, type Router } from 'cognito-local/lib/server/Router.js';
import type { Config } from 'cognito-local/lib/server/config.js';
import { createServer } from 'cognito-local/lib/server/server.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import { DateClock } from 'cognito-local/lib/services/clock.js';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService.js';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb.js';
import { selectAppropriateDeliveryMethod } from 'cognito-local/lib/services/messageDelivery/deliveryMethod.js';
import type { Messages } from 'cognito-local/lib/services/messages.js';
import { otp } from 'cognito-local/lib/services/otp.js';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator.js';
import type { Triggers } from 'cognito-local/lib/services/triggers/triggers.js';
import {
  UserPoolServiceFactoryImpl,
  attribute,
  attributeValue,
  attributesAppend,
  type UserPool,
} from 'cognito-local/lib/services/userPoolService.js';

export const LOCAL_USER_POOL_NAME = 'zapsaude-local';
export const LOCAL_USER_POOL_CLIENT_NAME = 'zapsaude-web';
export const MEDICOS_GROUP = 'medicos';

/**
 * The verification e-mail (sign-up, resend and password reset codes). `{####}` is Cognito's code
 * placeholder; the CDK user pool should send the same text.
 */
export const verificationEmail = {
  subject: 'ZapSaúde: seu código de verificação',
  message: 'Seu código de verificação do ZapSaúde é {####}.',
} as const;

/** Node's inspector listens on 9229, cognito-local's default port. */
const INSPECTOR_PORT = 9229;
const MAILBOX_LIMIT = 1000;
/** Dummy credentials: cognito-local does not check signatures, but the SDK wants some. */
const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const INCORRECT_CREDENTIALS = 'Incorrect username or password.';
const UNAUTHORIZED_ATTRIBUTE_WRITE = 'A client attempted to write unauthorized attribute';
/** A password-reset code lasts one hour (Cognito's limit). */
const RESET_CODE_LIFETIME_MS = 60 * 60 * 1000;
/** Wrong reset codes in a row before Cognito answers LimitExceededException, and for how long. */
const RESET_CODE_ATTEMPTS = 5;
const RESET_LOCKOUT_MS = 15 * 60 * 1000;

export interface MailboxMessage {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly code?: string;
  /** ISO 8601 time of delivery. */
  readonly at: string;
}

export interface LocalMailbox {
  /** Messages in delivery order, all of them or those sent to `email` (case-insensitive). */
  list(email?: string): MailboxMessage[];
  /** The code of the newest message sent to `email` that carries one. */
  latestCode(email: string): string | undefined;
}

export interface LocalCognito {
  /** `http://127.0.0.1:PORT`: the SDK `endpoint` and Amplify's `userPoolEndpoint`. */
  readonly endpoint: string;
  readonly port: number;
  /** The region part of local pool ids (`local_…`); any region works with `endpoint`. */
  readonly region: 'local';
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  /** `iss` of the tokens: `<endpoint>/<userPoolId>`. */
  readonly issuer: string;
  readonly jwksUri: string;
  readonly mailbox: LocalMailbox;
  close(): Promise<void>;
}

export interface StartCognitoLocalOptions {
  /** Loopback only; default 127.0.0.1. */
  host?: string;
  /** 0 (the default) picks a free port; 9229 is refused. */
  port?: number;
  /** Absolute path, persisted across restarts. */
  dataDir: string;
  /** Receives cognito-local's log lines and the mailbox deliveries (with codes); silent without it. */
  log?: (line: string) => void;
}

export class CognitoLocalStartError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

export async function startCognitoLocal(options: StartCognitoLocalOptions): Promise<LocalCognito> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 0;
  if (!isLoopback(host)) throw new CognitoLocalStartError(`cognito-local must bind to loopback, not ${host}`);
  if (port === INSPECTOR_PORT) throw new CognitoLocalStartError('Port 9229 belongs to the Node inspector; pick another');
  if (!path.isAbsolute(options.dataDir)) throw new CognitoLocalStartError('dataDir must be an absolute path');

  const dbDir = path.join(options.dataDir, 'db');
  await mkdir(dbDir, { recursive: true });
  const mailbox = await FileMailbox.open(path.join(options.dataDir, 'mailbox.json'), options.log);

  // The issuer embeds the port, which is only known once listening: bind first, serve later.
  let listener: http.RequestListener | undefined;
  const server = http.createServer((req, res) => {
    if (listener) return listener(req, res);
    res.writeHead(503).end();
  });
  await listen(server, port, host);
  const boundPort = (server.address() as AddressInfo).port;
  const endpoint = `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`;
  const close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await mailbox.flush();
  };

  try {
    const logger = createLogger(options.log);
    const services = await createServices({ dbDir, endpoint, host, port: boundPort, mailbox, logger });
    const application = createServer(withShims(CognitoLocalRouter(services), services), logger, services.config.ServerConfig, services)
      .application as http.RequestListener;
    listener = (req, res) => {
      if (!serveLocalRoute(req, res, { endpoint, mailbox })) application(req, res);
    };

    const { userPoolId, userPoolClientId } = await ensurePoolAndClient(endpoint);
    const issuer = `${endpoint}/${userPoolId}`;
    return {
      endpoint,
      port: boundPort,
      region: 'local',
      userPoolId,
      userPoolClientId,
      issuer,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      mailbox,
      close,
    };
  } catch (cause) {
    await close();
    throw cause instanceof CognitoLocalStartError ? cause : new CognitoLocalStartError('cognito-local did not start', { cause });
  }
}

// ---------------------------------------------------------------------------------------------
// cognito-local's services, as its createDefaultServer builds them, with our mailbox and no Lambda
// triggers (which would load the end-of-support aws-sdk v2 for nothing).

async function createServices(input: {
  dbDir: string;
  endpoint: string;
  host: string;
  port: number;
  mailbox: FileMailbox;
  logger: Logger;
}): Promise<Services> {
  const ctx = { logger: input.logger };
  const userPoolDefaults = { UsernameAttributes: ['email'] };
  const config = {
    LambdaClient: {},
    TriggerFunctions: {},
    UserPoolDefaults: userPoolDefaults,
    TokenConfig: { IssuerDomain: input.endpoint },
    ServerConfig: { hostname: input.host, port: input.port, development: false, https: false },
  } as Config;
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(input.dbDir);
  const cognito = await new CognitoServiceFactoryImpl(
    input.dbDir,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, userPoolDefaults);
  const triggers = noTriggers();
  const messages: Messages = {
    async deliver(deliveryCtx, _source, _clientId, userPoolId, _user, code, _clientMetadata, deliveryDetails) {
      const pool = await cognito.getUserPool(deliveryCtx, userPoolId);
      input.mailbox.deliver(deliveryDetails.Destination, code, pool.options);
    },
  };
  return {
    clock,
    cognito,
    config,
    messages,
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
}

function noTriggers(): Triggers {
  const notConfigured = () => Promise.reject(new Error('Lambda triggers are not configured in the local Cognito'));
  return {
    enabled: () => false,
    customMessage: notConfigured,
    customEmailSender: notConfigured,
    postAuthentication: notConfigured,
    postConfirmation: notConfigured,
    preSignUp: notConfigured,
    preTokenGeneration: notConfigured,
    userMigration: notConfigured,
  };
}

// ---------------------------------------------------------------------------------------------
// Router shims: cognito-local's server turns `x-amz-target: AWSCognitoIdentityProviderService.X`
// into router('X'); wrapping the router keeps its body parsing, CORS, logging and error format.

type Request = Record<string, unknown> & {
  ClientId?: string;
  Username?: string;
  Password?: string;
  AuthFlow?: string;
  ClientMetadata?: Record<string, string>;
};

function withShims(base: Router, services: Services): Router {
  const initiateAuth = base('InitiateAuth');

  const signIn: Route = async (ctx, req: Request) => {
    try {
      return withTokenMetadata(await initiateAuth(ctx, req));
    } catch (error) {
      // Real Cognito does not tell a wrong password from an unknown user (PreventUserExistenceErrors).
      if (req.AuthFlow === 'USER_PASSWORD_AUTH' && isCognitoError(error, 'InvalidPasswordException', 'NotAuthorizedException')) {
        throw new NotAuthorizedError(INCORRECT_CREDENTIALS);
      }
      throw error;
    }
  };

  const getTokensFromRefreshToken: Route = async (ctx, req: Request & { RefreshToken?: string }) => {
    if (typeof req.RefreshToken !== 'string' || req.RefreshToken === '') {
      throw new InvalidParameterError('1 validation error detected: Value null at \'refreshToken\' failed to satisfy constraint: Member must not be null');
    }
    let result: { AuthenticationResult?: { AccessToken: string; IdToken?: string; ExpiresIn?: number; TokenType?: string } };
    try {
      result = withTokenMetadata(
        await initiateAuth(ctx, {
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: req.ClientId,
          AuthParameters: { REFRESH_TOKEN: req.RefreshToken },
          ClientMetadata: req.ClientMetadata,
        }),
      );
    } catch (error) {
      if (isCognitoError(error, 'NotAuthorizedException')) throw new NotAuthorizedError('Invalid Refresh Token');
      throw error;
    }
    const tokens = result.AuthenticationResult;
    if (!tokens) throw new NotAuthorizedError('Invalid Refresh Token');
    // No RefreshToken in the answer: rotation is off, as in the CDK pool, so the client keeps its own.
    return {
      AuthenticationResult: {
        AccessToken: tokens.AccessToken,
        IdToken: tokens.IdToken,
        ExpiresIn: tokens.ExpiresIn,
        TokenType: tokens.TokenType,
      },
    };
  };

  const resendConfirmationCode: Route = async (ctx, req: Request) => {
    if (typeof req.ClientId !== 'string' || typeof req.Username !== 'string') {
      throw new InvalidParameterError('ClientId and Username are required');
    }
    const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new UserNotFoundError('Username/client id combination not found.');
    if (user.UserStatus === 'CONFIRMED') throw new InvalidParameterError('User is already confirmed.');
    const deliveryDetails = selectAppropriateDeliveryMethod(userPool.options.AutoVerifiedAttributes ?? [], user);
    if (!deliveryDetails) throw new InvalidParameterError('User has no attribute matching desired auto verified attributes');
    // As SignUp does: a fresh code, delivered, then stored on the user for ConfirmSignUp to check.
    const code = services.otp();
    await services.messages.deliver(ctx, 'ResendCode', req.ClientId, userPool.options.Id, user, code, req.ClientMetadata, deliveryDetails);
    await userPool.saveUser(ctx, { ...user, ConfirmationCode: code, UserLastModifiedDate: services.clock.get() });
    return { CodeDeliveryDetails: deliveryDetails };
  };

  // ForgotPassword / ConfirmForgotPassword as real Cognito answers them with PreventUserExistenceErrors:
  // an unknown user gets a simulated delivery (and later a code mismatch), the destination is
  // masked, a code lasts one hour, and repeated wrong codes are refused for a while.
  const resetCodes = new Map<string, { code: string; issuedAt: number }>();
  const wrongCodes = new Map<string, { count: number; lockedUntil: number }>();
  const resetKey = (poolId: string, username: string) => `${poolId}/${username.toLowerCase()}`;

  const forgotPassword: Route = async (ctx, req: Request) => {
    if (typeof req.ClientId !== 'string' || typeof req.Username !== 'string') {
      throw new InvalidParameterError('ClientId and Username are required');
    }
    const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) return { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskEmail(req.Username) } };
    if (user.UserStatus === 'FORCE_CHANGE_PASSWORD') throw new NotAuthorizedError('User password cannot be reset in the current state.');
    if (attributeValue('email_verified', user.Attributes) !== 'true') {
      throw new InvalidParameterError('Cannot reset password for the user as there is no registered/verified email or phone_number');
    }
    const result = (await base('ForgotPassword')(ctx, req)) as { CodeDeliveryDetails: { Destination: string } };
    const saved = await userPool.getUserByUsername(ctx, req.Username);
    if (saved?.ConfirmationCode) resetCodes.set(resetKey(userPool.options.Id, saved.Username), { code: saved.ConfirmationCode, issuedAt: Date.now() });
    return { CodeDeliveryDetails: { ...result.CodeDeliveryDetails, Destination: maskEmail(result.CodeDeliveryDetails.Destination) } };
  };

  const confirmForgotPassword: Route = async (ctx, req: Request & { ConfirmationCode?: string }) => {
    if (typeof req.ClientId !== 'string' || typeof req.Username !== 'string') {
      throw new InvalidParameterError('ClientId and Username are required');
    }
    const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
    assertPasswordPolicy(userPool.options, req.Password);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    const key = resetKey(userPool.options.Id, user?.Username ?? req.Username);
    const now = Date.now();
    const failures = wrongCodes.get(key);
    if (failures && failures.lockedUntil > now) throw new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
    const issued = resetCodes.get(key);
    if (!user || !issued || issued.code !== req.ConfirmationCode) {
      const count = (failures?.lockedUntil ?? 0) > 0 ? 1 : (failures?.count ?? 0) + 1;
      wrongCodes.set(key, { count, lockedUntil: count >= RESET_CODE_ATTEMPTS ? now + RESET_LOCKOUT_MS : 0 });
      throw new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
    }
    if (now - issued.issuedAt > RESET_CODE_LIFETIME_MS) throw new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
    // cognito-local keeps one code per user (sign-up and reset alike): put ours back before it checks.
    await userPool.saveUser(ctx, { ...user, ConfirmationCode: issued.code });
    const result = await base('ConfirmForgotPassword')(ctx, req);
    resetCodes.delete(key);
    wrongCodes.delete(key);
    return result;
  };

  const checkingPasswordPolicy =
    (target: 'SignUp'): Route =>
    async (ctx, req: Request) => {
      if (typeof req.ClientId === 'string') {
        const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
        assertPasswordPolicy(userPool.options, req.Password);
      }
      return base(target)(ctx, req);
    };

  // Real Cognito refuses a write of any attribute outside the app client's WriteAttributes, at
  // sign-up and on the user's own updates and deletions; cognito-local checks none of them.
  const assertWritable = async (ctx: Parameters<Route>[0], clientId: unknown, names: readonly string[]): Promise<void> => {
    if (typeof clientId !== 'string' || names.length === 0) return;
    const appClient = await services.cognito.getAppClient(ctx, clientId);
    const writable = appClient?.WriteAttributes;
    if (!writable?.length) return;
    if (names.some((name) => !writable.includes(name))) throw new NotAuthorizedError(UNAUTHORIZED_ATTRIBUTE_WRITE);
  };
  const attributeNames = (attributes: unknown): string[] =>
    Array.isArray(attributes) ? attributes.map((attribute: { Name?: unknown }) => String(attribute?.Name)) : [];
  const accessTokenClientId = (token: unknown): unknown => (typeof token === 'string' ? decodeJwtPayload(token).client_id : undefined);

  const signUp: Route = async (ctx, req: Request & { UserAttributes?: unknown }) => {
    await assertWritable(ctx, req.ClientId, attributeNames(req.UserAttributes));
    return checkingPasswordPolicy('SignUp')(ctx, req);
  };
  const updateUserAttributes: Route = async (ctx, req: Request & { AccessToken?: unknown; UserAttributes?: unknown }) => {
    await assertWritable(ctx, accessTokenClientId(req.AccessToken), attributeNames(req.UserAttributes));
    return base('UpdateUserAttributes')(ctx, req);
  };
  const deleteUserAttributes: Route = async (ctx, req: Request & { AccessToken?: unknown; UserAttributeNames?: unknown }) => {
    const names = Array.isArray(req.UserAttributeNames) ? req.UserAttributeNames.map(String) : [];
    await assertWritable(ctx, accessTokenClientId(req.AccessToken), names);
    return base('DeleteUserAttributes')(ctx, req);
  };

  const confirmSignUp: Route = async (ctx, req: Request) => {
    const result = await base('ConfirmSignUp')(ctx, req);
    // The code went to the e-mail, so the e-mail is verified (cognito-local leaves it false).
    const userPool = await services.cognito.getUserPoolForClientId(ctx, String(req.ClientId));
    const user = await userPool.getUserByUsername(ctx, String(req.Username));
    if (user && attributeValue('email', user.Attributes) && (userPool.options.AutoVerifiedAttributes ?? []).includes('email')) {
      await userPool.saveUser(ctx, {
        ...user,
        Attributes: attributesAppend(user.Attributes, attribute('email_verified', 'true')),
        UserLastModifiedDate: services.clock.get(),
      });
    }
    return result;
  };

  return (target) => {
    switch (target) {
      case 'InitiateAuth':
        return signIn;
      case 'GetTokensFromRefreshToken':
        return getTokensFromRefreshToken;
      case 'ResendConfirmationCode':
        return resendConfirmationCode;
      case 'SignUp':
        return signUp;
      case 'UpdateUserAttributes':
        return updateUserAttributes;
      case 'DeleteUserAttributes':
        return deleteUserAttributes;
      case 'ForgotPassword':
        return forgotPassword;
      case 'ConfirmForgotPassword':
        return confirmForgotPassword;
      case 'ConfirmSignUp':
        return confirmSignUp;
      default:
        return base(target);
    }
  };
}

function isCognitoError(error: unknown, ...codes: string[]): error is CognitoError {
  return error instanceof CognitoError && codes.includes(error.code);
}

/** Cognito shows where a code went without showing the address: `a***@e***`. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

/** Real Cognito answers with the access token's lifetime and type; cognito-local leaves them out. */
function withTokenMetadata<T>(result: T): T {
  const tokens = (result as { AuthenticationResult?: Record<string, unknown> } | undefined)?.AuthenticationResult;
  if (tokens && typeof tokens.AccessToken === 'string') {
    const { exp, iat } = decodeJwtPayload(tokens.AccessToken);
    if (typeof exp === 'number' && typeof iat === 'number') tokens.ExpiresIn ??= exp - iat;
    tokens.TokenType ??= 'Bearer';
  }
  return result;
}

function decodeJwtPayload(token: string): Record<string, unknown> {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Cognito's own checks and messages (cognito-local enforces none). */
function assertPasswordPolicy(pool: UserPool, password: unknown): void {
  if (typeof password !== 'string') return;
  const policy = pool.Policies?.PasswordPolicy ?? {};
  const failure =
    password.length < (policy.MinimumLength ?? 8)
      ? 'Password not long enough'
      : policy.RequireUppercase && !/[A-Z]/.test(password)
        ? 'Password must have uppercase characters'
        : policy.RequireLowercase && !/[a-z]/.test(password)
          ? 'Password must have lowercase characters'
          : policy.RequireNumbers && !/[0-9]/.test(password)
            ? 'Password must have numeric characters'
            : policy.RequireSymbols && !/[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/.test(password)
              ? 'Password must have symbol characters'
              : undefined;
  if (failure) throw new CognitoError('InvalidPasswordException', `Password did not conform with policy: ${failure}`);
}

// ---------------------------------------------------------------------------------------------
// Routes served before cognito-local's express application.

function serveLocalRoute(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  local: { endpoint: string; mailbox: LocalMailbox },
): boolean {
  if (req.method !== 'GET') return false;
  const url = new URL(req.url ?? '/', local.endpoint);
  if (url.pathname === '/_local/mailbox') {
    sendJson(res, { messages: local.mailbox.list(url.searchParams.get('email') ?? undefined) });
    return true;
  }
  const openid = /^\/([^/]+)\/\.well-known\/openid-configuration$/.exec(url.pathname);
  if (openid) {
    const issuer = `${local.endpoint}/${openid[1]}`;
    sendJson(res, {
      issuer,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      authorization_endpoint: `${local.endpoint}/oauth2/authorize`,
      token_endpoint: `${local.endpoint}/oauth2/token`,
      id_token_signing_alg_values_supported: ['RS256'],
    });
    return true;
  }
  return false;
}

function sendJson(res: http.ServerResponse, body: unknown): void {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    // The SPA and the dev tools read it from another loopback origin.
    'access-control-allow-origin': '*',
  });
  res.end(JSON.stringify(body));
}

// ---------------------------------------------------------------------------------------------
// The mailbox.

class FileMailbox implements LocalMailbox {
  readonly #file: string;
  readonly #messages: MailboxMessage[];
  readonly #log: ((line: string) => void) | undefined;
  #pendingWrite: Promise<void> = Promise.resolve();

  private constructor(file: string, messages: MailboxMessage[], log?: (line: string) => void) {
    this.#file = file;
    this.#messages = messages;
    this.#log = log;
  }

  static async open(file: string, log?: (line: string) => void): Promise<FileMailbox> {
    let stored: unknown = [];
    try {
      stored = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') log?.(`mailbox: ignoring unreadable ${file}`);
    }
    return new FileMailbox(file, Array.isArray(stored) ? stored.filter(isMailboxMessage) : [], log);
  }

  deliver(to: string, code: string, pool: UserPool): void {
    const fill = (text: string) => text.replaceAll('{####}', code);
    const template = pool.VerificationMessageTemplate;
    const message: MailboxMessage = {
      to,
      subject: template?.EmailSubject ?? pool.EmailVerificationSubject ?? verificationEmail.subject,
      body: fill(template?.EmailMessage ?? pool.EmailVerificationMessage ?? verificationEmail.message),
      code,
      at: new Date().toISOString(),
    };
    this.#messages.push(message);
    this.#messages.splice(0, Math.max(0, this.#messages.length - MAILBOX_LIMIT));
    this.#log?.(`mailbox: to ${to}: ${message.body}`);
    const snapshot = JSON.stringify(this.#messages, null, 2);
    this.#pendingWrite = this.#pendingWrite
      .then(async () => {
        const temporary = `${this.#file}.tmp`;
        await writeFile(temporary, snapshot);
        await rename(temporary, this.#file);
      })
      .catch((error: unknown) => this.#log?.(`mailbox: could not save: ${String(error)}`));
  }

  list(email?: string): MailboxMessage[] {
    const wanted = email?.trim().toLowerCase() || undefined;
    return this.#messages.filter((message) => wanted === undefined || message.to.toLowerCase() === wanted).map((m) => ({ ...m }));
  }

  latestCode(email: string): string | undefined {
    return this.list(email).reverse().find((message) => message.code !== undefined)?.code;
  }

  flush(): Promise<void> {
    return this.#pendingWrite;
  }
}

function isMailboxMessage(value: unknown): value is MailboxMessage {
  const message = value as Partial<MailboxMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof message.to === 'string' &&
    typeof message.subject === 'string' &&
    typeof message.body === 'string' &&
    typeof message.at === 'string'
  );
}

// ---------------------------------------------------------------------------------------------
// Pool, group and client: created once, then found by name.

async function ensurePoolAndClient(endpoint: string): Promise<{ userPoolId: string; userPoolClientId: string }> {
  const client = new CognitoIdentityProviderClient({ endpoint, region: 'local', credentials: localCredentials, maxAttempts: 1 });
  try {
    const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    let userPoolId = pools.UserPools?.find((pool) => pool.Name === LOCAL_USER_POOL_NAME)?.Id;
    if (!userPoolId) {
      const created = await client.send(
        new CreateUserPoolCommand({
          PoolName: LOCAL_USER_POOL_NAME,
          UsernameAttributes: ['email'],
          AutoVerifiedAttributes: ['email'],
          Schema: [{ Name: 'email', AttributeDataType: 'String', Required: true, Mutable: true }],
          Policies: {
            PasswordPolicy: {
              MinimumLength: 6,
              RequireUppercase: false,
              RequireLowercase: false,
              RequireNumbers: false,
              RequireSymbols: false,
            },
          },
          AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
          VerificationMessageTemplate: {
            DefaultEmailOption: 'CONFIRM_WITH_CODE',
            EmailSubject: verificationEmail.subject,
            EmailMessage: verificationEmail.message,
          },
        }),
      );
      userPoolId = created.UserPool?.Id;
    }
    if (!userPoolId) throw new CognitoLocalStartError('cognito-local did not return the user pool id');

    const groups = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
    if (!groups.Groups?.some((group) => group.GroupName === MEDICOS_GROUP)) {
      await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: MEDICOS_GROUP, Description: 'Médicos' }));
    }

    const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
    let userPoolClientId = clients.UserPoolClients?.find((c) => c.ClientName === LOCAL_USER_POOL_CLIENT_NAME)?.ClientId;
    if (userPoolClientId) {
      // A data directory from before the client had write attributes: give it the CDK client's.
      const existing = await client.send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: userPoolClientId }));
      if ([...(existing.UserPoolClient?.WriteAttributes ?? [])].sort().join() !== [...appClientWriteAttributes].sort().join()) {
        await client.send(
          new UpdateUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: userPoolClientId, WriteAttributes: [...appClientWriteAttributes] }),
        );
      }
    }
    if (!userPoolClientId) {
      const created = await client.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: LOCAL_USER_POOL_CLIENT_NAME,
          GenerateSecret: false,
          ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
          PreventUserExistenceErrors: 'ENABLED',
          WriteAttributes: [...appClientWriteAttributes],
          // Cognito's defaults, so the SPA meets an expiring session locally too.
          AccessTokenValidity: 60,
          IdTokenValidity: 60,
          RefreshTokenValidity: 30,
          TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
        }),
      );
      userPoolClientId = created.UserPoolClient?.ClientId;
    }
    if (!userPoolClientId) throw new CognitoLocalStartError('cognito-local did not return the app client id');
    return { userPoolId, userPoolClientId };
  } finally {
    client.destroy();
  }
}

// ---------------------------------------------------------------------------------------------

function createLogger(log?: (line: string) => void): Logger {
  // cognito-local's createServer wants a pino logger; use the pino it depends on.
  const requireFromCognitoLocal = createRequire(createRequire(import.meta.url).resolve('cognito-local/package.json'));
  const pino = requireFromCognitoLocal('pino') as (options: object, stream?: { write(line: string): void }) => Logger;
  if (!log) return pino({ level: 'silent' });
  return pino({ level: 'info', base: undefined }, { write: (line) => log(formatLogLine(line)) });
}

function formatLogLine(line: string): string {
  try {
    const entry = JSON.parse(line) as { msg?: string; target?: string; err?: { type?: string; message?: string } };
    const where = entry.target ? `${entry.target}: ` : '';
    const error = entry.err ? ` (${entry.err.type ?? 'Error'}: ${entry.err.message ?? ''})` : '';
    return `cognito-local: ${where}${entry.msg ?? ''}${error}`;
  } catch {
    return `cognito-local: ${line.trimEnd()}`;
  }
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
