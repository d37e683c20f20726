/**
 * The local stack's physician account (docs/validacao-medica.md, "Physician accounts"): only an
 * administrator creates physicians, so the local stack does it on first start, as an administrator
 * would in AWS: AdminCreateUser with the professional attributes, a permanent password (she signs
 * in with USER_PASSWORD_AUTH at once), verified e-mail, and membership of `medicos`. Later starts
 * find her and put back anything missing; nothing is created twice.
 *
 * cognito-local keeps any attribute it is given, custom ones included, whatever schema the pool was
 * created with (pools from before the custom attributes existed included): GetUser returns them.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { MEDICOS_GROUP } from './cognito.js';

/** Local only: printed by `npm start`, never a credential anywhere else. */
export const CONTA_MEDICA_LOCAL = {
  email: 'medica@zapsaude.local',
  senha: 'Medica#2026',
  nome: 'Dra. Helena Duarte',
  crm: '123456',
  uf: 'SP',
  especialidade: 'Clínica Médica',
} as const;

export interface ContaMedicaLocal {
  readonly email: string;
  readonly senha: string;
  /** Cognito sub: the file name of her signing certificate. */
  readonly sub: string;
  readonly nome: string;
  readonly crm: string;
  readonly uf: string;
}

const atributos = (): AttributeType[] => [
  { Name: 'email', Value: CONTA_MEDICA_LOCAL.email },
  { Name: 'email_verified', Value: 'true' },
  { Name: 'name', Value: CONTA_MEDICA_LOCAL.nome },
  { Name: 'custom:crm', Value: CONTA_MEDICA_LOCAL.crm },
  { Name: 'custom:uf', Value: CONTA_MEDICA_LOCAL.uf },
  { Name: 'custom:especialidade', Value: CONTA_MEDICA_LOCAL.especialidade },
];

/** Creates (first start) or completes (later starts) the local physician; returns her account. */
export async function garantirContaMedicaLocal(input: { endpoint: string; userPoolId: string }): Promise<ContaMedicaLocal> {
  const client = new CognitoIdentityProviderClient({
    endpoint: input.endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const UserPoolId = input.userPoolId;
  const Username = CONTA_MEDICA_LOCAL.email;
  try {
    let existente = await client.send(new AdminGetUserCommand({ UserPoolId, Username })).catch((error: unknown) => {
      if (error instanceof UserNotFoundException || (error as Error).name === 'UserNotFoundException') return undefined;
      throw error;
    });
    if (!existente) {
      await client.send(new AdminCreateUserCommand({ UserPoolId, Username, UserAttributes: atributos(), MessageAction: 'SUPPRESS' }));
      await client.send(new AdminSetUserPasswordCommand({ UserPoolId, Username, Password: CONTA_MEDICA_LOCAL.senha, Permanent: true }));
      existente = await client.send(new AdminGetUserCommand({ UserPoolId, Username }));
    } else {
      const faltando = atributos().filter(
        (esperado) => existente?.UserAttributes?.find((atual) => atual.Name === esperado.Name)?.Value !== esperado.Value,
      );
      if (faltando.length > 0) await client.send(new AdminUpdateUserAttributesCommand({ UserPoolId, Username, UserAttributes: faltando }));
      if (existente.UserStatus !== 'CONFIRMED') {
        await client.send(new AdminSetUserPasswordCommand({ UserPoolId, Username, Password: CONTA_MEDICA_LOCAL.senha, Permanent: true }));
      }
    }
    const grupos = await client.send(new AdminListGroupsForUserCommand({ UserPoolId, Username }));
    if (!grupos.Groups?.some((grupo) => grupo.GroupName === MEDICOS_GROUP)) {
      await client.send(new AdminAddUserToGroupCommand({ UserPoolId, Username, GroupName: MEDICOS_GROUP }));
    }
    const sub = existente.UserAttributes?.find((atributo) => atributo.Name === 'sub')?.Value;
    if (!sub) throw new Error('cognito-local returned the physician without a sub');
    return {
      email: CONTA_MEDICA_LOCAL.email,
      senha: CONTA_MEDICA_LOCAL.senha,
      sub,
      nome: CONTA_MEDICA_LOCAL.nome,
      crm: CONTA_MEDICA_LOCAL.crm,
      uf: CONTA_MEDICA_LOCAL.uf,
    };
  } finally {
    client.destroy();
  }
}
