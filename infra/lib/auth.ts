/**
 * The patients' Cognito user pool. The SPA signs in with SRP in AWS and USER_PASSWORD_AUTH against
 * cognito-local, so the client allows both; the HTTP API's JWT authorizer trusts this pool only.
 */
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config.js';

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
      standardAttributes: { email: { required: true, mutable: true } },
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
