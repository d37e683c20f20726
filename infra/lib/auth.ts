/**
 * The Cognito user pool of patients and physicians. The SPA signs in with SRP in AWS and
 * USER_PASSWORD_AUTH against cognito-local, so the client allows both; the HTTP API's JWT
 * authorizer trusts this pool only. Physicians are members of the group `medicos`, created by an
 * administrator with their professional attributes (README, "Physician accounts").
 */
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { appClientWriteAttributes, type AppClientWriteAttribute } from '#definitions/user-pool.js';
import type { StageConfig } from './stage-config.js';

/** CDK's name for each writable standard attribute (`name` is `fullname` in its mask). */
const standardAttributeMask = { email: 'email', name: 'fullname' } as const satisfies Record<
  AppClientWriteAttribute,
  keyof cognito.StandardAttributesMask
>;

/** The physician's custom attributes (`custom:<name>`), read by GET /api/medico/perfil. */
export const medicoAttributes = ['crm', 'uf', 'rqe', 'especialidade'] as const;

export interface AuthProps {
  readonly config: StageConfig;
}

export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  /** The `iss` of this pool's tokens, as API Gateway's JWT authorizer expects it. */
  readonly issuer: string;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const { config } = props;

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: `zapsaude-${config.stage}`,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      // A changed e-mail only replaces the old one once the code sent to the new address is confirmed.
      keepOriginal: { email: true },
      // `name` is a standard attribute every pool has; declaring it here would change the deployed schema.
      standardAttributes: { email: { required: true, mutable: true } },
      // The physician's registration (CFM 2.299/2021: name and CRM/UF on the prescription), set by an
      // administrator only: the app client cannot write them (below).
      customAttributes: Object.fromEntries(
        medicoAttributes.map((name) => [name, new cognito.StringAttribute({ mutable: true, maxLen: 256 })]),
      ),
      // The spec's rule, shown to the user as "A senha deve ter pelo menos 6 caracteres."
      passwordPolicy: {
        minLength: 6,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      mfa: cognito.Mfa.OFF,
      deletionProtection: config.deletionProtection,
      removalPolicy: config.removalPolicy,
    });

    this.userPool.addGroup('MedicosGroup', {
      groupName: 'medicos',
      description: 'Médicos que validam pré-diagnósticos e assinam receitas.',
    });

    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: `zapsaude-${config.stage}-web`,
      generateSecret: false,
      authFlows: { userSrp: true, userPassword: true },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      readAttributes: new cognito.ClientAttributes()
        .withStandardAttributes({ email: true, emailVerified: true, fullname: true, profilePicture: true })
        .withCustomAttributes(...medicoAttributes),
      // definitions/user-pool.ts says which and why: a patient who could set custom:crm would pass
      // for a physician, and one who could set picture would point the profile at any object.
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes(
        Object.fromEntries(appClientWriteAttributes.map((name) => [standardAttributeMask[name], true])),
      ),
    });

    const stack = Stack.of(this);
    this.issuer = `https://cognito-idp.${stack.region}.${stack.urlSuffix}/${this.userPool.userPoolId}`;

    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason:
          'The product spec fixes the password rule at 6 characters minimum (site-and-accounts: "A senha deve ter pelo menos 6 caracteres"); breached-password and brute-force protection come from Cognito lockout.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'Patient-facing pool: the spec has no MFA step and patients are often anonymous buyers; MFA would be offered as opt-in TOTP in a later issue.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Threat protection needs the Plus feature plan, billed per monthly active user; the Essentials plan is a deliberate cost decision for launch, revisited with production traffic.',
      },
    );
  }
}
